using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Stj = System.Text.Json.Serialization;

namespace TeamContracts;

/// <summary>
/// An SDK-style entity that keeps the JSON it was read from: RawJObject is ignored by both sides on write and filled
/// by the type's converter on read, so what old code reads is never what was written, in either direction.
/// </summary>
[JsonConverter(typeof(RawKeepingConverter))]
public class Invoice
{
    [JsonProperty("number")]
    [Stj.JsonPropertyName("number")]
    public string? Number { get; set; }

    [Newtonsoft.Json.JsonIgnore]
    [Stj.JsonIgnore]
    public JObject? RawJObject { get; set; }
}
