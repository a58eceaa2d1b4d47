using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>Guids: empty, all bits set, and random 128-bit values (any version and variant bits).</summary>
public static class GuidGenerators
{
    /// <summary>A Guid.</summary>
    public static Gen<Guid> Guid { get; } = Bits.EdgesOr(
        from a in Bits.Int64 from b in Bits.Int64
        select new Guid([.. BitConverter.GetBytes(a), .. BitConverter.GetBytes(b)]),
        System.Guid.Empty,
        new Guid("ffffffff-ffff-ffff-ffff-ffffffffffff"));

    /// <summary>The guids topic: at the root and in every context.</summary>
    public static Gen<Generated> All { get; } = Gen.OneOf(
        Generated.Of(Guid),
        Generated.Of(Guid.Select(g => new Holder<Guid> { Value = g })),
        Generated.Of(Bits.ListOf(Guid)),
        Generated.Of(Bits.KeyedOf(Guid)));
}
