namespace LegacyContracts;

/// <summary>
/// The delivery window an order was promised, added when the service moved to .NET 6: DateOnly and TimeOnly members
/// in a contract library still serialized with Newtonsoft.Json 12 (what `check --from Newtonsoft@12.0.3` proves).
/// </summary>
public sealed class DeliverySlot
{
    public string OrderId { get; set; } = "";

    public DateOnly Day { get; set; }

    public TimeOnly From { get; set; }

    public TimeOnly Until { get; set; }
}
