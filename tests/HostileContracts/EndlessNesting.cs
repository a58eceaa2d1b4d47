namespace HostileContracts;

/// <summary>Every instance has a fresh child: a serializer walking it recurses until the stack overflows.</summary>
public sealed class EndlessNesting
{
    public int Id { get; set; }

    public EndlessNesting Child => new() { Id = Id + 1 };
}
