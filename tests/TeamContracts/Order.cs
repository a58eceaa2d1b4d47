using Newtonsoft.Json;

namespace TeamContracts;

/// <summary>
/// An order as written with nullable reference types on: members lost by name keep their initializers ("", an empty
/// list, a new object), not null; and Status, written by name, is refused by System.Text.Json's defaults on nearly
/// every value, which must not hide the names lost on those values.
/// </summary>
public class Order
{
    [JsonProperty("order_ref")]
    public string OrderRef { get; set; } = "";

    [JsonProperty("tags")]
    public List<string> Tags { get; set; } = new();

    [JsonProperty("ship_to")]
    public Address ShipTo { get; set; } = new();

    [JsonProperty("placed_at")]
    public DateTime PlacedAt { get; set; }

    public OrderStatus Status { get; set; }
}
