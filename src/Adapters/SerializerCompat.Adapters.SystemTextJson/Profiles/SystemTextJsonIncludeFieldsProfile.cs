using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json writing and reading public fields, which it ignores by default.</summary>
[Profile("SystemTextJson", "IncludeFields = true (public fields written and read)")]
public sealed class SystemTextJsonIncludeFieldsProfile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { IncludeFields = true }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.IncludeFields";

    /// <inheritdoc />
    /// <remarks>Only a type with a public instance field (its own or inherited) has anything more to write or
    /// read.</remarks>
    public bool Reaches(Type type) =>
        type.GetFields(System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.Instance).Length > 0;
}
