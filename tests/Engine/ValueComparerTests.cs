using SerializerCompat.Fixtures.Types;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Engine.Tests;

/// <summary>Hand-made pairs for every grade: these test our verdict engine, not any library.</summary>
public sealed class ValueComparerTests
{
    private static readonly DateTime Utc = new DateTime(2018, 8, 7, 5, 13, 28, DateTimeKind.Utc).AddTicks(1340152);

    [Fact]
    public void Equal_dates_with_equal_kind_are_exact() => AssertGrade(Grade.Exact, Utc, Utc);

    [Fact]
    public void Same_instant_as_local_time_is_equivalent()
    {
        var verdict = ValueComparer.Compare(Utc, Utc.ToLocalTime());

        Assert.Equal(Grade.Equivalent, verdict.Grade);
        Assert.Equal("Kind Utc → Local, same instant", verdict.Explanation);
    }

    [Fact]
    public void Kind_lost_to_unspecified_is_lossy() =>
        AssertGrade(
            Grade.Lossy, Utc, DateTime.SpecifyKind(Utc, DateTimeKind.Unspecified),
            "Kind Utc lost (now Unspecified), same wall-clock time");

    [Fact]
    public void Sub_millisecond_ticks_dropped_are_lossy_and_quantified() =>
        AssertGrade(
            Grade.Lossy, Utc, new DateTime(Utc.Ticks - Utc.Ticks % TimeSpan.TicksPerMillisecond, DateTimeKind.Utc),
            "152 ticks = 15.2 µs dropped");

    [Fact]
    public void Instant_shifted_by_the_local_offset_is_wrong() =>
        AssertGrade(
            Grade.Wrong, Utc, DateTime.SpecifyKind(Utc.ToLocalTime(), DateTimeKind.Utc),
            "instant shifted by +5 h 45 min");

    [Fact]
    public void Offset_lost_at_the_same_instant_is_lossy()
    {
        var kathmandu = new DateTimeOffset(2018, 8, 7, 10, 58, 28, TimeSpan.FromMinutes(345));

        AssertGrade(
            Grade.Lossy, kathmandu, kathmandu.ToUniversalTime(), "offset +05:45 lost (now +00:00), same instant");
    }

    [Fact]
    public void Decimal_scale_change_is_equivalent() =>
        AssertGrade(Grade.Equivalent, 1.10m, 1.1m, "scale 2 → 1, same value");

    [Fact]
    public void Negative_zero_becoming_zero_is_lossy() => AssertGrade(Grade.Lossy, -0.0, 0.0, "sign of zero lost");

    [Fact]
    public void Doubles_compare_by_bits() => AssertGrade(Grade.Exact, double.NaN, double.NaN);

    [Fact]
    public void Equal_bytes_are_exact_though_arrays_compare_by_reference() =>
        AssertGrade(Grade.Exact, new byte[] { 0, 255 }, new byte[] { 0, 255 });

    [Fact]
    public void Different_bytes_are_wrong() =>
        AssertGrade(Grade.Wrong, new byte[] { 0, 255 }, new byte[] { 0, 254 }, "different bytes");

    [Fact]
    public void Equal_int128_is_exact() => AssertGrade(Grade.Exact, Int128.MaxValue, Int128.MaxValue);

    [Fact]
    public void Different_uint128_is_wrong() =>
        AssertGrade(Grade.Wrong, UInt128.MaxValue, UInt128.MaxValue - 1, "a different value");

    [Fact]
    public void Null_becoming_zero_is_wrong() =>
        AssertGrade(
            Grade.Wrong, new Holder<int?> { Value = null }, new Holder<int?> { Value = 0 }, "null became a value");

    [Fact]
    public void Rewritten_string_is_wrong() =>
        AssertGrade(Grade.Wrong, "a\u2028b", "a\nb", "string rewritten from index 1 (length 3 → 3)");

    [Fact]
    public void Enum_read_back_as_its_default_is_wrong_and_names_the_member_path()
    {
        var verdict = ValueComparer.Compare(
            new Holder<Color> { Value = Color.Blue }, new Holder<Color> { Value = Color.Red });

        Assert.Equal((Grade.Wrong, "$.Value"), (verdict.Grade, verdict.Path));
        Assert.Equal("WRONG at $.Value: a different value (Blue (Color 2) → Red (Color 0))", verdict.ToString());
    }

    [Fact]
    public void Worst_verdict_wins_by_migration_severity()
    {
        var written = new List<DateTime> { Utc, Utc };
        var read = new List<DateTime> { Utc.ToLocalTime(), DateTime.SpecifyKind(Utc.ToLocalTime(), DateTimeKind.Utc) };

        Assert.Equal(
            (Grade.Wrong, "$[1]"),
            (ValueComparer.Compare(written, read).Grade, ValueComparer.Compare(written, read).Path));
    }

    [Fact]
    public void Lost_list_items_are_wrong() =>
        AssertGrade(Grade.Wrong, new List<int> { 1, 2 }, new List<int> { 1 }, "items lost or added");

    [Fact]
    public void A_thrown_exception_is_rejected_with_its_chain()
    {
        var verdict = Verdict.Rejected(new InvalidOperationException("outer", new FormatException("inner")));

        Assert.Equal("REJECTED: System.InvalidOperationException: outer", verdict.ToString());
        Assert.Contains("← System.FormatException: inner", verdict.Explanation, StringComparison.Ordinal);
    }

    [Fact]
    public void Severity_orders_wrong_over_lossy_over_crash_over_rejected() =>
        Assert.Equal([Grade.Wrong, Grade.Lossy, Grade.Crash, Grade.Rejected, Grade.Equivalent, Grade.Exact],
            new[] { Grade.Exact, Grade.Rejected, Grade.Wrong, Grade.Equivalent, Grade.Crash, Grade.Lossy }
                .OrderByDescending(g => g.Severity()));

    [Fact]
    public void A_runtime_object_is_one_value_compared_by_its_text_not_walked()
    {
        // Walking a Type's members walks its assembly and every type in it: the comparer would never finish.
        AssertGrade(Grade.Exact, new TypeHolder(typeof(Merchant)), new TypeHolder(typeof(Merchant)));
        AssertGrade(Grade.Wrong, new TypeHolder(typeof(Merchant)), new TypeHolder(typeof(string)), "a different value");
    }

    [Fact]
    public void Equal_documents_of_one_dom_type_are_exact_and_different_ones_wrong()
    {
        AssertGrade(
            Grade.Exact, System.Text.Json.Nodes.JsonNode.Parse("""{"a":1}"""),
            System.Text.Json.Nodes.JsonNode.Parse("""{"a":1}"""));
        AssertGrade(
            Grade.Wrong, System.Text.Json.Nodes.JsonNode.Parse("""{"a":1}"""),
            System.Text.Json.Nodes.JsonNode.Parse("""{"a":2}"""), "a different JSON document");
    }

    [Fact]
    public void Documents_compare_by_the_json_they_say_whatever_class_holds_it()
    {
        // JsonValue.Create(42) and a parsed 42 are different internal classes; members in another order are the same.
        AssertGrade(
            Grade.Exact, System.Text.Json.Nodes.JsonValue.Create(42), System.Text.Json.Nodes.JsonNode.Parse("42"));
        AssertGrade(
            Grade.Exact, System.Text.Json.JsonDocument.Parse("""{"a":1,"b":[2]}"""),
            System.Text.Json.JsonDocument.Parse("""{ "b": [2], "a": 1 }"""));
        AssertGrade(Grade.Wrong, System.Text.Json.JsonDocument.Parse("null"), null, "a value became null");
        AssertGrade(
            Grade.Wrong, System.Text.Json.JsonDocument.Parse("null").RootElement, default(System.Text.Json.JsonElement),
            "a different JSON document");
    }

    [Fact]
    public void A_sequence_that_cannot_be_enumerated_is_a_value_not_an_end_to_the_walk()
    {
        // A library may read null into an ImmutableArray member: its default throws when enumerated.
        AssertGrade(
            Grade.Wrong, System.Collections.Immutable.ImmutableArray<int>.Empty,
            default(System.Collections.Immutable.ImmutableArray<int>), "a sequence that cannot be enumerated");
        Assert.Equal(
            "$ = ImmutableArray<Int32> that cannot be enumerated (InvalidOperationException)",
            SerializerCompat.Values.ValueDescriber.Describe(
                default(System.Collections.Immutable.ImmutableArray<int>),
                typeof(System.Collections.Immutable.ImmutableArray<int>)));
    }

    private sealed record TypeHolder(Type Type);

    private static void AssertGrade(Grade grade, object? written, object? read, string? explanation = null)
    {
        var verdict = ValueComparer.Compare(written, read);

        Assert.Equal(grade, verdict.Grade);
        if (explanation is not null)
        {
            Assert.Equal(explanation, verdict.Explanation);
        }
    }
}
