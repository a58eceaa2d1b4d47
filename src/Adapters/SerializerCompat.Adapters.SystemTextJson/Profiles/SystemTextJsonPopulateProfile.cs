using System.Text.Json.Serialization;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json filling members a constructor already set (.NET 8+), as Newtonsoft.Json's
/// ObjectCreationHandling.Auto does.</summary>
[Profile("SystemTextJson", "PreferredObjectCreationHandling = Populate (collections and objects a constructor " +
    "created are filled, not replaced)")]
public sealed class SystemTextJsonPopulateProfile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions
    {
        PreferredObjectCreationHandling = JsonObjectCreationHandling.Populate
    })
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.Populate";
}
