using System.Collections;
using Newtonsoft.Json;
using Stj = System.Text.Json.Serialization;

namespace SdkShapes;

/// <summary>
/// A list wrapper: it enumerates its items but has no Add; they live in a settable Data list. Newtonsoft writes it as
/// an object because it says so; System.Text.Json sees a collection.
/// </summary>
[JsonObject]
public class ItemList<T> : IEnumerable<T>
{
    [JsonProperty("data")]
    [Stj.JsonPropertyName("data")]
    public List<T> Data { get; set; } = [];

    [JsonProperty("has_more")]
    [Stj.JsonPropertyName("has_more")]
    public bool HasMore { get; set; }

    /// <inheritdoc />
    public IEnumerator<T> GetEnumerator() => Data.GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
