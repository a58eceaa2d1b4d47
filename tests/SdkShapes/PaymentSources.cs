namespace SdkShapes;

/// <summary>An interface member: values come from its implementations in this assembly.</summary>
public interface IPaymentSource
{
    /// <summary>What kind of source it is.</summary>
    string? Kind { get; }
}

/// <summary>A card source.</summary>
public class Card : IPaymentSource
{
    /// <inheritdoc />
    public string? Kind { get; set; }

    /// <summary>The last digits.</summary>
    public string? Last4 { get; set; }
}

/// <summary>A refund of a charge.</summary>
public class Refund
{
    /// <summary>The amount refunded.</summary>
    public long Amount { get; set; }
}
