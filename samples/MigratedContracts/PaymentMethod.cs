using System.Text.Json.Serialization;

namespace LegacyContracts;

/// <summary>The old settings wrote the runtime type as Json.NET names it; System.Text.Json writes the same names.</summary>
[JsonPolymorphic(TypeDiscriminatorPropertyName = "$type")]
[JsonDerivedType(typeof(CardPayment), "LegacyContracts.CardPayment, LegacyContracts")]
[JsonDerivedType(typeof(BankTransfer), "LegacyContracts.BankTransfer, LegacyContracts")]
public abstract class PaymentMethod
{
    public decimal Amount { get; set; }
}
