namespace LegacyContracts;

public sealed class BankTransfer : PaymentMethod
{
    public string Iban { get; set; } = "";
}
