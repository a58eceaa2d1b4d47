using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// The dates topic: DateTime, DateTimeOffset, TimeSpan, DateOnly and TimeOnly at the root and in every context, drawn
/// over the whole range by <see cref="LeafGenerators"/> (any tick and Kind, any offset in whole minutes).
/// </summary>
public static class DateGenerators
{
    /// <summary>A DateTime of any Kind anywhere in the range (the leaf table's whole-range draw).</summary>
    public static Gen<DateTime> DateTime { get; } = LeafGenerators.WholeRange<DateTime>();

    /// <summary>A DateTimeOffset of any offset in whole minutes (the leaf table's whole-range draw).</summary>
    public static Gen<DateTimeOffset> DateTimeOffset { get; } = LeafGenerators.WholeRange<DateTimeOffset>();

    /// <summary>A TimeSpan of either sign, the extremes too (the leaf table's whole-range draw).</summary>
    public static Gen<TimeSpan> TimeSpan { get; } = LeafGenerators.WholeRange<TimeSpan>();

    /// <summary>The dates topic.</summary>
    public static Gen<Generated> All { get; } = Gen.Frequency(
        (3, Generated.Of(DateTime)),
        (1, Generated.Of(DateTime.Select(d => new Holder<DateTime> { Value = d }))),
        (1, Generated.Of(Bits.ListOf(DateTime))),
        (1, Generated.Of(Bits.KeyedOf(DateTime))),
        (3, Generated.Of(DateTimeOffset)),
        (1, Generated.Of(DateTimeOffset.Select(d => new Holder<DateTimeOffset> { Value = d }))),
        (2, Generated.Of(TimeSpan)),
        (1, Generated.Of(TimeSpan.Select(t => new Holder<TimeSpan> { Value = t }))),
        (1, Generated.Of(LeafGenerators.WholeRange<DateOnly>())),
        (1, Generated.Of(LeafGenerators.WholeRange<TimeOnly>())));
}
