using Newtonsoft.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>
/// Newtonsoft.Json reading 128 levels deep: 13.0.1 lowered the reader's default MaxDepth from unlimited to 64
/// (JamesNK/Newtonsoft.Json#3020), so it rejects deep documents other libraries (and Newtonsoft itself) write.
/// </summary>
[Profile("Newtonsoft", "MaxDepth = 128 (the reader default is 64 since 13.0.1)")]
public sealed class NewtonsoftMaxDepth128Profile()
    : NewtonsoftSettingsAdapter(new JsonSerializerSettings { MaxDepth = 128 })
{
    /// <inheritdoc />
    public override string Name => "Newtonsoft.MaxDepth128";
}
