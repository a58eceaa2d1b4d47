using System.Text.Json.Serialization;

namespace LegacyContracts;

/// <summary>An immutable amount: its constructor is the only way in.</summary>
[method: JsonConstructor]
public sealed class Money(decimal amount, string currency)
{
    public decimal Amount { get; } = amount;

    public string Currency { get; } = currency;
}
