using System.Text.Json.Serialization;

namespace BuildContracts.Renames
{
    /// <summary>An invoice as the billing service stores it.</summary>
    public sealed class Invoice
    {
        public string Number { get; set; } = "";

        public decimal Amount { get; set; }

        /// <summary>Was Note: its JSON name is kept.</summary>
        [JsonPropertyName("Note")]
        public string? Remark { get; set; }
    }
}

namespace BuildContracts.Shapes
{
    /// <summary>Only in this build.</summary>
    public sealed class CreditNote
    {
        public string Reason { get; set; } = "";

        public decimal Amount { get; set; }
    }

    /// <summary>In both builds, unchanged.</summary>
    public sealed class Ledger
    {
        public long Entries { get; set; }
    }
}

namespace BuildContracts.Enums
{
    public enum Priority
    {
        Low,
        Normal,
        High,
    }

    /// <summary>Its enum gained a converter: written as a name now.</summary>
    public sealed class Shipment
    {
        public string Parcel { get; set; } = "";

        [JsonConverter(typeof(JsonStringEnumConverter))]
        public Priority Priority { get; set; }
    }
}

namespace BuildContracts.Attributes
{
    /// <summary>Moved to System.Text.Json's attributes, every name kept.</summary>
    public sealed class Customer
    {
        [JsonPropertyName("customer_id")]
        public long Id { get; set; }

        [JsonPropertyName("account")]
        public Guid Account { get; set; }

        [JsonPropertyName("is_active")]
        public bool Active { get; set; }

        public int Visits { get; set; }
    }

    /// <summary>Its name attribute was forgotten in the move.</summary>
    public sealed class Supplier
    {
        public int Code { get; set; }

        public int Rating { get; set; }
    }
}
