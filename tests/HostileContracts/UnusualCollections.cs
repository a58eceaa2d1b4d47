using System.Collections.Immutable;
using System.Collections.ObjectModel;

namespace HostileContracts;

/// <summary>
/// Collections a generator cannot fill with Add: an immutable struct (built by CreateRange, whose default throws when
/// enumerated), one that takes its items in its constructor, and set interfaces a List cannot stand in for.
/// </summary>
public sealed class UnusualCollections
{
    public ImmutableArray<string> Immutable { get; set; }

    public ReadOnlyCollection<int>? ReadOnly { get; set; }

    public IReadOnlySet<string>? ReadOnlySet { get; set; }

    public ISet<int>? Set { get; set; }
}
