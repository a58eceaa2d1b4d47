namespace LegacyContracts;

public enum OrderStatus
{
    Pending,
    Paid,
    Shipped,
    Cancelled,
}

public enum Currency
{
    EUR,
    USD,
    NPR,
}
