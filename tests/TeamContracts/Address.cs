namespace TeamContracts;

/// <summary>A member's member: its strings carry a lone surrogate now and then.</summary>
public class Address
{
    public string Street { get; set; } = "";

    public string City { get; set; } = "";
}
