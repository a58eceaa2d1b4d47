using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// Dates over the whole tick range: all three DateTimeKinds, sub-millisecond ticks as well as whole seconds and
/// milliseconds, the range ends; offsets from −14:00 to +14:00 in whole minutes; TimeSpan extremes.
/// </summary>
public static class DateGenerators
{
    private static readonly Gen<DateTimeKind> Kind = Gen.Elements(Enum.GetValues<DateTimeKind>());

    // Whole seconds and milliseconds are what many formats keep; a random tick count almost never is one.
    private static Gen<long> Ticks(long min, long max) => Gen.Frequency(
        (3, Bits.Between(min, max)),
        (1, Bits.Between(min, max).Select(t => Math.Max(min, t - t % System.TimeSpan.TicksPerSecond))),
        (1, Bits.Between(min, max).Select(t => Math.Max(min, t - t % System.TimeSpan.TicksPerMillisecond))),
        (1, Gen.Elements(min, max)));

    // Near today, where real data lives: 1970 to 2100.
    private static Gen<long> RecentTicks { get; } = Ticks(
        System.DateTime.UnixEpoch.Ticks, new System.DateTime(2100, 1, 1).Ticks);

    private static Gen<long> AnyTicks { get; } = Ticks(System.DateTime.MinValue.Ticks, System.DateTime.MaxValue.Ticks);

    /// <summary>A DateTime of any Kind anywhere in the range, recent ones more often.</summary>
    public static Gen<DateTime> DateTime { get; } =
        from ticks in Gen.Frequency((2, RecentTicks), (1, AnyTicks))
        from kind in Kind
        select new System.DateTime(ticks, kind);

    /// <summary>An offset from −14:00 to +14:00 in whole minutes, whole and half hours more often.</summary>
    public static Gen<TimeSpan> Offset { get; } = Gen.Frequency(
        (2, Gen.Choose(-14 * 60, 14 * 60)),
        (2, Gen.Choose(-28, 28).Select(halfHours => halfHours * 30)),
        (1, Gen.Elements(0, 345, -14 * 60, 14 * 60))).Select(minutes => System.TimeSpan.FromMinutes(minutes));

    /// <summary>A DateTimeOffset whose instant and local time both fit the range.</summary>
    public static Gen<DateTimeOffset> DateTimeOffset { get; } =
        from offset in Offset
        from ticks in Gen.Frequency((2, RecentTicks), (1, AnyTicks))
        let min = Math.Max(System.DateTime.MinValue.Ticks, System.DateTime.MinValue.Ticks + offset.Ticks)
        let max = Math.Min(System.DateTime.MaxValue.Ticks, System.DateTime.MaxValue.Ticks + offset.Ticks)
        select new DateTimeOffset(Math.Clamp(ticks, min, max), offset);

    /// <summary>A TimeSpan: the extremes, zero, sub-millisecond and random durations of either sign.</summary>
    public static Gen<TimeSpan> TimeSpan { get; } = Gen.Frequency(
        (1, Gen.Elements(
            System.TimeSpan.MinValue, System.TimeSpan.MaxValue, System.TimeSpan.Zero, System.TimeSpan.FromTicks(1),
            System.TimeSpan.FromTicks(-1))),
        (2, Bits.Between(-System.TimeSpan.TicksPerDay * 3, System.TimeSpan.TicksPerDay * 3)
            .Select(System.TimeSpan.FromTicks)),
        (1, Bits.Int64.Select(System.TimeSpan.FromTicks)));

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
        (1, Generated.Of(
            Bits.Between(DateOnly.MinValue.DayNumber, DateOnly.MaxValue.DayNumber)
                .Select(d => DateOnly.FromDayNumber((int)d)))),
        (1, Generated.Of(Bits.Between(0, TimeOnly.MaxValue.Ticks).Select(t => new TimeOnly(t)))));
}
