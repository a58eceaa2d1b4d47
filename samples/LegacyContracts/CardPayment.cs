namespace LegacyContracts;

public sealed class CardPayment : PaymentMethod
{
    public string Last4 { get; set; } = "";

    public DateTime Expiry { get; set; }
}
