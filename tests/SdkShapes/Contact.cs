using Newtonsoft.Json;

namespace SdkShapes;

/// <summary>
/// A Newtonsoft-only contract with snake_case names: System.Text.Json misses them all. Its strings also carry lone
/// surrogates now and then, which must not hide the names lost on every value.
/// </summary>
public class Contact
{
    [JsonProperty("first_name")]
    public string? FirstName { get; set; }

    [JsonProperty("email_address")]
    public string? EmailAddress { get; set; }

    [JsonProperty("visits")]
    public int Visits { get; set; }
}
