using System.Numerics;
using System.Text;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Checks;

namespace SerializerCompat.Generators;

/// <summary>
/// The one table of leaf draws: a row per leaf kind (every named leaf type, the integer primitives, enums, and
/// <c>object</c> for <c>check</c>), with <c>check</c>'s plain-first draw (<see cref="BreakingValues"/>) and the
/// property tests' whole-range draw (<see cref="WholeRangeValues"/>) side by side. The two sides keep their own
/// distributions on purpose (docs/architecture.md, "Two value generators"); a new kind of value is one row here, and a
/// side that does not draw it says why in its column.
/// </summary>
public static class LeafGenerators
{
    // A member of a type with no draw is left at its default by TypeValues and noted as not generated.
    private const string CheckKeepsDefault =
        "check keeps its default and notes it as a framework type the value generator does not know";

    // The properties draw for the catalogue's topics, and none of them has a value of this type.
    private const string NoPropertyTopic = "no topic of the property tests has a value of this type";

    /// <summary>Every row, one per leaf kind.</summary>
    public static IReadOnlyList<LeafGenerator> Rows { get; } =
    [
        new(typeof(string), LeafDraw.Of(BreakingValues.String), LeafDraw.Of(WholeRangeValues.String)),
        new(typeof(char), LeafDraw.Of(BreakingValues.Char), LeafDraw.None(
            "NetJSON's quoting of a char depends on what it wrote first in the process, so a generated char's "
            + "outcome would depend on the order of the run")),
        new(typeof(bool), LeafDraw.Of(BreakingValues.Boolean), LeafDraw.Of(WholeRangeValues.Boolean)),
        new(typeof(decimal), LeafDraw.Of(BreakingValues.Decimal), LeafDraw.Of(WholeRangeValues.Decimal)),
        new(typeof(double), LeafDraw.Of(BreakingValues.Double), LeafDraw.Of(WholeRangeValues.Double)),
        new(typeof(float), LeafDraw.Of(BreakingValues.Single), LeafDraw.Of(WholeRangeValues.Single)),
        new(typeof(DateTime), LeafDraw.Of(BreakingValues.DateTime), LeafDraw.Of(WholeRangeValues.DateTime)),
        new(
            typeof(DateTimeOffset), LeafDraw.Of(BreakingValues.DateTimeOffset),
            LeafDraw.Of(WholeRangeValues.DateTimeOffset)),
        new(typeof(TimeSpan), LeafDraw.Of(BreakingValues.TimeSpan), LeafDraw.Of(WholeRangeValues.TimeSpan)),
        new(typeof(DateOnly), LeafDraw.Of(BreakingValues.DateOnly), LeafDraw.Of(WholeRangeValues.DateOnly)),
        new(typeof(TimeOnly), LeafDraw.Of(BreakingValues.TimeOnly), LeafDraw.Of(WholeRangeValues.TimeOnly)),
        new(typeof(Guid), LeafDraw.Of(BreakingValues.Guid), LeafDraw.Of(WholeRangeValues.Guid)),
        new(typeof(Uri), LeafDraw.Of(BreakingValues.Uri), LeafDraw.None(NoPropertyTopic)),
        new(typeof(byte[]), LeafDraw.Of(BreakingValues.Bytes), LeafDraw.Of(WholeRangeValues.Bytes)),
        new(typeof(Int128), LeafDraw.None(CheckKeepsDefault), LeafDraw.Of(WholeRangeValues.Int128)),
        new(typeof(UInt128), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(BigInteger), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(Half), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(StringBuilder), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(Memory<byte>), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(ReadOnlyMemory<byte>), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(ArraySegment<byte>), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(sbyte), LeafDraw.None(CheckKeepsDefault), LeafDraw.Of(WholeRangeValues.SByte)),
        new(typeof(byte), LeafDraw.Of(BreakingValues.Byte), LeafDraw.Of(WholeRangeValues.Byte)),
        new(typeof(short), LeafDraw.Of(BreakingValues.Int16), LeafDraw.Of(WholeRangeValues.Int16)),
        new(typeof(ushort), LeafDraw.None(CheckKeepsDefault), LeafDraw.None(NoPropertyTopic)),
        new(typeof(int), LeafDraw.Of(BreakingValues.Int32), LeafDraw.Of(WholeRangeValues.Int32)),
        new(typeof(uint), LeafDraw.Of(BreakingValues.UInt32), LeafDraw.Of(WholeRangeValues.UInt32)),
        new(typeof(long), LeafDraw.Of(BreakingValues.Int64), LeafDraw.Of(WholeRangeValues.Int64)),
        new(typeof(ulong), LeafDraw.Of(BreakingValues.UInt64), LeafDraw.Of(WholeRangeValues.UInt64)),
        new(
            typeof(Enum), LeafDraw.PerType(BreakingValues.Enum), LeafDraw.None(
                "each enum of the fixtures has its own undefined values and flag bits (tests/Properties "
                + "EnumGenerators), so no one draw serves every enum")),
        new(typeof(object), LeafDraw.Of(BreakingValues.Untyped), LeafDraw.None(NoPropertyTopic)),
    ];

    private static readonly Dictionary<Type, LeafGenerator> ByKind = Rows.ToDictionary(r => r.Kind);

    /// <summary>The row of <paramref name="type"/> (the enum row for any enum), or null for a type with members to
    /// fill.</summary>
    public static LeafGenerator? RowOf(Type type) => ByKind.GetValueOrDefault(type.IsEnum ? typeof(Enum) : type);

    /// <summary><c>check</c>'s draw of <paramref name="type"/>, or null when it has none.</summary>
    public static Gen<object?>? Plain(Type type) => RowOf(type)?.Plain.Values?.Invoke(type);

    /// <summary>The property tests' draw of <typeparamref name="T"/>; throws when its row has none.</summary>
    public static Gen<T> WholeRange<T>() =>
        RowOf(typeof(T))?.WholeRange.Values?.Invoke(typeof(T)).Select(v => (T)v!)
            ?? throw new InvalidOperationException($"{typeof(T).Name} has no whole-range draw in the leaf table");
}
