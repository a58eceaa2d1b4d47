using System.Text.Json.Serialization;

namespace LegacyContracts;

public sealed class OrderLine
{
    public string Sku { get; set; } = "";

    public int Quantity { get; set; }

    public decimal UnitPrice { get; set; }

    /// <summary>Names on the wire even where the options are not used (the invoicing job serializes lines alone).</summary>
    [JsonConverter(typeof(JsonStringEnumConverter))]
    public Currency Currency { get; set; }
}
