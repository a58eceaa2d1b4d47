using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Generators;
using SerializerCompat.Values;

namespace SerializerCompat.Engine.Tests;

/// <summary>The leaf table has a row for every leaf kind, and each row, on both sides, a draw of values of its kind
/// or the reason that side draws none.</summary>
public sealed class LeafGeneratorsTests
{
    public static TheoryData<Type> LeafKinds =>
    [
        .. LeafTypes.Named,
        // The integer primitives from the runtime itself, so a kind LeafTypes counts as a leaf cannot be left out.
        .. typeof(int).Assembly.GetExportedTypes().Where(t => t.IsPrimitive && LeafTypes.IsInteger(t)),
        typeof(DayOfWeek),
    ];

    public static TheoryData<Type> Rows => [.. LeafGenerators.Rows.Select(r => r.Kind)];

    [Theory]
    [MemberData(nameof(LeafKinds))]
    public void Every_leaf_kind_has_a_row(Type type) => Assert.NotNull(LeafGenerators.RowOf(type));

    [Theory]
    [MemberData(nameof(Rows))]
    public void Each_side_draws_values_of_the_kind_or_says_why_it_draws_none(Type kind)
    {
        var row = Assert.Single(LeafGenerators.Rows, r => r.Kind == kind);
        var declared = kind == typeof(Enum) ? typeof(DayOfWeek) : kind;

        foreach (var draw in new[] { row.Plain, row.WholeRange })
        {
            if (draw.Values is null)
            {
                Assert.False(string.IsNullOrWhiteSpace(draw.NoneBecause), $"{kind.Name}: neither a draw nor a reason");
                continue;
            }

            Assert.Null(draw.NoneBecause);
            var values = Gen.Sample(draw.Values(declared), 20, new Rnd(20261128), 10);
            Assert.All(values, v => Assert.True(
                v is null ? declared == typeof(object) : declared.IsInstanceOfType(v), $"{kind.Name}: drew {v}"));
        }
    }
}
