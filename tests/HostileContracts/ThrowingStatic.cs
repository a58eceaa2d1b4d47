namespace HostileContracts;

/// <summary>Its type initializer throws: no value of it can ever be made.</summary>
public sealed class ThrowingStatic
{
    private static readonly int Seed = int.Parse("not a number", System.Globalization.CultureInfo.InvariantCulture);

    public int Id { get; set; } = Seed;
}
