using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>Enums of the fixtures: defined members, undefined values (negative, huge) and flag combinations with
/// undefined bits.</summary>
public static class EnumGenerators
{
    /// <summary>A Color: a member, or an undefined value.</summary>
    public static Gen<Color> Color { get; } =
        Gen.Frequency(
            (3, Gen.Elements(Enum.GetValues<Color>())),
            (1, Bits.EdgesOr(Bits.Int32, -1, 3, int.MaxValue, int.MinValue).Select(i => (Color)i)));

    /// <summary>Flags: any combination of the defined bits, sometimes with bits no member names.</summary>
    public static Gen<Permissions> Permissions { get; } =
        from defined in Gen.Choose(0, 7)
        from undefined in Gen.Frequency(
            (3, Gen.Constant(0)), (1, Gen.Elements(8, 16, 1 << 30, int.MinValue)), (1, Bits.Int32))
        select (Permissions)(defined | undefined);

    private static Gen<Temperature> Temperature { get; } =
        Gen.Frequency(
            (2, Gen.Elements(Enum.GetValues<Temperature>())),
            (1, Bits.EdgesOr(Bits.Int32, -1, 0, int.MinValue).Select(i => (Temperature)i)));

    private static Gen<Huge> Huge { get; } =
        Gen.Frequency(
            (2, Gen.Elements(Enum.GetValues<Huge>())),
            (1, Bits.EdgesOr(Bits.Int64, 0, -1, long.MaxValue, long.MinValue, 1L << 53).Select(l => (Huge)l)));

    private static Gen<Priority> Priority { get; } =
        Gen.Frequency((3, Gen.Elements(Enum.GetValues<Priority>())), (1, Gen.Elements(2, -1).Select(i => (Priority)i)));

    /// <summary>The enums topic: each enum at the root, Color in every context.</summary>
    public static Gen<Generated> All { get; } = Gen.OneOf(
        Generated.Of(Color),
        Generated.Of(Temperature),
        Generated.Of(Permissions),
        Generated.Of(Huge),
        Generated.Of(Priority),
        Generated.Of(Bits.OrNullValue(Color)),
        Generated.Of(Color.Select(c => new Holder<Color> { Value = c })),
        Generated.Of(Bits.OrNullValue(Color).Select(c => new Holder<Color?> { Value = c })),
        Generated.Of(Permissions.Select(p => new Holder<Permissions> { Value = p })),
        Generated.Of(Bits.ListOf(Color)),
        Generated.Of(Bits.KeyedOf(Color)));
}
