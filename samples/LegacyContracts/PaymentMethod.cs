namespace LegacyContracts;

public abstract class PaymentMethod
{
    public decimal Amount { get; set; }
}
