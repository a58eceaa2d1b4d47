using System.Runtime.Serialization;
using System.Text.Json.Serialization;

namespace LegacyContracts;

/// <summary>Shared with the WCF endpoint, hence a data contract: only [DataMember]s are on the wire.</summary>
[DataContract]
public sealed class Customer
{
    // The slip: this name came from [DataMember(Name = ...)], not from a [JsonProperty], and the migration, which
    // replaced every [JsonProperty], passed it by. System.Text.Json does not read data contracts.
    [DataMember(Name = "customer_id")]
    public int Id { get; set; }

    [DataMember]
    public string? Email { get; set; }

    /// <summary>Not a data member: never serialized.</summary>
    [JsonIgnore]
    public string? Phone { get; set; }

    [DataMember]
    public DateTime? LastLoginUtc { get; set; }
}
