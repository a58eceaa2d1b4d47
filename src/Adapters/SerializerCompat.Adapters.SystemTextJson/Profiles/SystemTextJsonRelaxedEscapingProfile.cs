using System.Text.Encodings.Web;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json escaping only what JSON requires, as Newtonsoft.Json does (not safe to embed in HTML
/// unencoded).</summary>
[Profile(
    "SystemTextJson",
    "Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping (HTML-sensitive and non-ASCII characters written raw)")]
public sealed class SystemTextJsonRelaxedEscapingProfile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping })
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.RelaxedEscaping";
}
