using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json with its snake_case naming policy (.NET 8+), to compare with Newtonsoft.Json's
/// SnakeCaseNamingStrategy.</summary>
[Profile("SystemTextJson", "PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower")]
public sealed class SystemTextJsonSnakeCaseProfile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower })
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.SnakeCase";
}
