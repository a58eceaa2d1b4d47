using System.Runtime.Serialization;

namespace LegacyContracts;

/// <summary>Shared with the WCF endpoint, hence a data contract: only [DataMember]s are on the wire.</summary>
[DataContract]
public sealed class Customer
{
    [DataMember(Name = "customer_id")]
    public int Id { get; set; }

    [DataMember]
    public string? Email { get; set; }

    /// <summary>Not a data member: never serialized.</summary>
    public string? Phone { get; set; }

    [DataMember]
    public DateTime? LastLoginUtc { get; set; }
}
