using System.Net.Http.Headers;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Stj = System.Text.Json.Serialization;

namespace SdkShapes;

/// <summary>An SDK entity as large public SDKs write them: every member named for both libraries, raw JSON kept
/// aside.</summary>
public class Charge
{
    [JsonProperty("id")]
    [Stj.JsonPropertyName("id")]
    public string? Id { get; set; }

    [JsonProperty("amount")]
    [Stj.JsonPropertyName("amount")]
    public long Amount { get; set; }

    // The response as the SDK received it: both libraries ignore it, so it is not generated.
    [Newtonsoft.Json.JsonIgnore]
    [Stj.JsonIgnore]
    public JObject? RawJObject { get; set; }

    // A framework type without a public constructor, ignored by both.
    [Newtonsoft.Json.JsonIgnore]
    [Stj.JsonIgnore]
    public HttpResponseHeaders? Headers { get; set; }

    [JsonProperty("metadata")]
    [Stj.JsonPropertyName("metadata")]
    public JToken? Metadata { get; set; }

    [JsonProperty("refunds")]
    [Stj.JsonPropertyName("refunds")]
    public ItemList<Refund>? Refunds { get; set; }

    [JsonProperty("source")]
    [Stj.JsonPropertyName("source")]
    public IPaymentSource? Source { get; set; }
}
