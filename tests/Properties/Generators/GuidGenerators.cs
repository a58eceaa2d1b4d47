using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>The guids topic: Guids of any bits (<see cref="LeafGenerators"/>) in every context.</summary>
public static class GuidGenerators
{
    /// <summary>A Guid: empty, all bits set, or random (the leaf table's whole-range draw).</summary>
    public static Gen<Guid> Guid { get; } = LeafGenerators.WholeRange<Guid>();

    /// <summary>The guids topic: at the root and in every context.</summary>
    public static Gen<Generated> All { get; } = Gen.OneOf(
        Generated.Of(Guid),
        Generated.Of(Guid.Select(g => new Holder<Guid> { Value = g })),
        Generated.Of(Bits.ListOf(Guid)),
        Generated.Of(Bits.KeyedOf(Guid)));
}
