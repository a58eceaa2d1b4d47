using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>Nullables null and set (set to their edge values too, zero and false included), at the root, as members, in
/// lists and dictionaries.</summary>
public static class NullableGenerators
{
    private static Gen<NullableMembers> Members { get; } =
        from i in Bits.OrNullValue(NumberGenerators.Int32)
        from b in Bits.OrNullValue(LeafGenerators.WholeRange<bool>())
        from d in Bits.OrNullValue(DateGenerators.DateTime)
        from g in Bits.OrNullValue(GuidGenerators.Guid)
        from m in Bits.OrNullValue(NumberGenerators.Decimal)
        from c in Bits.OrNullValue(EnumGenerators.Color)
        select new NullableMembers { Int = i, Bool = b, DateTime = d, Guid = g, Decimal = m, Color = c };

    /// <summary>The nullables topic.</summary>
    public static Gen<Generated> All { get; } = Gen.OneOf(
        Generated.Of(Bits.OrNullValue(NumberGenerators.Int32)),
        Generated.Of(Bits.OrNullValue(LeafGenerators.WholeRange<bool>())),
        Generated.Of(Bits.OrNullValue(DateGenerators.DateTime)),
        Generated.Of(Bits.OrNullValue(GuidGenerators.Guid)),
        Generated.Of(Bits.OrNullValue(NumberGenerators.Decimal)),
        Generated.Of(Bits.OrNullValue(EnumGenerators.Color)),
        Generated.Of(Bits.OrNull(StringGenerators.Word)),
        Generated.Of(Members),
        Generated.Of(Bits.OrNullValue(NumberGenerators.Int32).Select(i => new Holder<int?> { Value = i })),
        Generated.Of(Bits.OrNullValue(DateGenerators.DateTime).Select(d => new Holder<DateTime?> { Value = d })),
        Generated.Of(Bits.OrNullValue(GuidGenerators.Guid).Select(g => new Holder<Guid?> { Value = g })),
        Generated.Of(Bits.OrNull(StringGenerators.Word).Select(s => new Holder<string?> { Value = s })),
        Generated.Of(Bits.ListOf(Bits.OrNullValue(NumberGenerators.Int32))),
        Generated.Of(Bits.KeyedOf(Bits.OrNullValue(NumberGenerators.Int32))));
}
