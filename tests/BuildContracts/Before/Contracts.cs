using Newtonsoft.Json;

namespace BuildContracts.Renames
{
    /// <summary>An invoice as the billing service stores it.</summary>
    public sealed class Invoice
    {
        public string Number { get; set; } = "";

        public decimal Amount { get; set; }

        /// <summary>Renamed to Remark in the after build, its JSON name kept.</summary>
        public string? Note { get; set; }

        /// <summary>Dropped in the after build.</summary>
        public string? LegacyCode { get; set; }
    }
}

namespace BuildContracts.Shapes
{
    /// <summary>Only in this build: the after build folds refunds into credit notes.</summary>
    public sealed class Refund
    {
        public string Reason { get; set; } = "";
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

    /// <summary>Its enum is written as a number here, as a name in the after build.</summary>
    public sealed class Shipment
    {
        public string Parcel { get; set; } = "";

        public Priority Priority { get; set; }
    }
}

namespace BuildContracts.Attributes
{
    /// <summary>Newtonsoft names, moved to System.Text.Json's attributes in the after build, every name kept.</summary>
    public sealed class Customer
    {
        [JsonProperty("customer_id")]
        public long Id { get; set; }

        [JsonProperty("account")]
        public Guid Account { get; set; }

        [JsonProperty("is_active")]
        public bool Active { get; set; }

        public int Visits { get; set; }
    }

    /// <summary>Its name attribute is lost in the after build.</summary>
    public sealed class Supplier
    {
        [JsonProperty("supplier_code")]
        public int Code { get; set; }

        public int Rating { get; set; }
    }
}
