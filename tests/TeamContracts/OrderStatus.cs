namespace TeamContracts;

/// <summary>Written by name by the service's settings.</summary>
public enum OrderStatus
{
    Pending,
    Paid,
    Shipped,
}
