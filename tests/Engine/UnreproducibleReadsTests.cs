using SerializerCompat.Adapters;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// A read with no outcome of its own is recorded as the declaration only when it is such a read (its type, from a
/// number array) and its outcome is one measured: a Base64 read, another type, or a new outcome stays as it is.
/// </summary>
public sealed class UnreproducibleReadsTests
{
    private static readonly UnreproducibleReadsAttribute Declared =
        new("reads past the end of its input", typeof(byte[]))
        {
            Seen = ["null", "System.FormatException", "System.AccessViolationException", "hang"]
        };

    public sealed record Holder(byte[]? Value);

    [Theory]
    [InlineData("[0,1,127,128,255]", true)]
    [InlineData("[]", true)]
    [InlineData("{\"Value\":[0,1]}", true)]
    [InlineData("\"AAF/gP8=\"", false)]
    [InlineData("{\"Value\":\"AAF/gP8=\"}", false)]
    [InlineData("not json", false)]
    public void Only_a_number_array_is_such_a_read(string json, bool covered)
    {
        Assert.Equal(covered, Declared.Covers(typeof(Holder), json));
    }

    [Fact]
    public void Another_type_is_not_such_a_read()
    {
        Assert.False(Declared.Covers(typeof(int[]), "[1,2]"));
    }

    [Theory]
    [InlineData("$ = null", "null")]
    [InlineData("WRONG at $.Value: a value became null (byte[5] 0x00017F80FF → null)", "null")]
    [InlineData("REJECTED: System.FormatException: The input is not a valid Base-64 string", "System.FormatException")]
    [InlineData(
        "CRASH: the process died with exit code 134: Fatal error. System.AccessViolationException: Attempted",
        "System.AccessViolationException")]
    [InlineData("HANG: no answer within 1 s", "hang")]
    [InlineData("EXACT", null)]
    public void Outcomes_are_named_by_what_they_are(string outcome, string? name)
    {
        Assert.Equal(name, UnreproducibleReadsAttribute.OutcomeOf(outcome));
    }

    [Fact]
    public void A_seen_outcome_of_such_a_read_records_the_declaration()
    {
        var read = new Verdict(Grade.Wrong, "$", "byte[5] 0x00017F80FF", "null", "a value became null");

        var recorded = Declared.Recorded(typeof(byte[]), "[0,1,127,128,255]", read);

        Assert.Equal(new Verdict(Grade.Crash, "$", "", "", Declared.RecordedText), recorded);
        Assert.Equal(
            new Snapshot("txt", Declared.RecordedText),
            Declared.Recorded(typeof(byte[]), "[]", new Snapshot("txt", "$ = null")));
    }

    [Fact]
    public void A_new_outcome_or_a_base64_read_is_recorded_as_it_is()
    {
        var exact = Verdict.Exact;
        var overflow = new Snapshot("txt", "System.OverflowException: Value was either too large or too small");

        Assert.Same(exact, Declared.Recorded(typeof(byte[]), "[0,1]", exact));
        Assert.Same(overflow, Declared.Recorded(typeof(byte[]), "[0,1]", overflow));
        var nullFromBase64 = new Snapshot("txt", "$ = null");
        Assert.Same(nullFromBase64, Declared.Recorded(typeof(byte[]), "\"\"", nullFromBase64));
    }
}
