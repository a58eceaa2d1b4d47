using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json as ASP.NET Core configures it: <see cref="JsonSerializerOptions.Web"/> (.NET 9+), what
/// most migrators actually meet.</summary>
[Profile("SystemTextJson", "JsonSerializerOptions.Web: camelCase names, case-insensitive reads, numbers read from " +
    "strings (what ASP.NET Core uses)")]
public sealed class SystemTextJsonWebProfile() : SystemTextJsonOptionsAdapter(JsonSerializerOptions.Web)
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.Web";
}
