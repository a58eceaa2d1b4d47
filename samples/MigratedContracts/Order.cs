using System.Text.Json.Serialization;

namespace LegacyContracts;

/// <summary>An order as the order service stores it in its cache and publishes it on the queue.</summary>
public sealed class Order
{
    [JsonPropertyName("order_id")]
    public string OrderId { get; set; } = "";

    public OrderStatus Status { get; set; }

    /// <summary>Local time of the shop that took the order (written before anyone thought about zones).</summary>
    public DateTime PlacedAt { get; set; }

    public decimal Total { get; set; }

    public Customer? Customer { get; set; }

    public List<OrderLine> Lines { get; set; } = [];

    /// <summary>Carrier name → quoted price.</summary>
    public Dictionary<string, decimal> ShippingQuotes { get; set; } = [];

    /// <summary>Whatever the storefront attached; read back as whatever the library makes of it.</summary>
    public object? Metadata { get; set; }

    /// <summary>Card or bank transfer: written with $type, as the old settings' TypeNameHandling.Auto did.</summary>
    public PaymentMethod? Payment { get; set; }

    public Money? Discount { get; set; }

    [JsonIgnore]
    public string? InternalNotes { get; set; }

    /// <summary>Set by the carrier integration only; read from JSON because of [JsonInclude].</summary>
    [JsonInclude]
    public string? TrackingCode { get; private set; }

    /// <summary>Optimistic concurrency counter, a public field since 2014.</summary>
    [JsonInclude]
    public int Version;

    public void Ship(string trackingCode) => (TrackingCode, Status) = (trackingCode, OrderStatus.Shipped);
}
