using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json writing and reading public fields, which it ignores by default.</summary>
[Profile("SystemTextJson", "IncludeFields = true (public fields written and read)")]
public sealed class SystemTextJsonIncludeFieldsProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { IncludeFields = true })
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.IncludeFields";
}
