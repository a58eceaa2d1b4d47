using SerializerCompat.Matrix;
using SerializerCompat.Tests;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// The order golden of a read whose outcome after other reads its library declares not reproducible holds the
/// declaration and the fresh worker's outcome only, so two runs in which the library met other memory write the same
/// golden; reports read those reads back apart from the reproducible crashes.
/// </summary>
public sealed class OrderDependenceTextTests
{
    private const string Why = "reads past the end of its input.";

    private static readonly Verdict Fresh = new(Grade.Rejected, "$", "", "", "System.ArgumentNullException: null");

    private static OrderDependence Read(string @case, SequencedOutcome inSequence, string? unreproducible) =>
        new("Lib", @case, ["Lib"], Fresh, [inSequence]) { Unreproducible = unreproducible };

    private static SequencedOutcome Crash(int position) => new(
        "forward, every read on one thread", position, "other as written by Other",
        new Verdict(Grade.Crash, "$", "", "", "the process died with exit code 134: AccessViolationException"));

    private static SequencedOutcome Garbage(int position) => new(
        "backward, every read on a new thread", position, "another as written by Other",
        new Verdict(Grade.Rejected, "$", "", "", "System.FormatException: String 'Grade' was not recognized"));

    [Fact]
    public void A_declared_unreproducible_read_renders_the_same_whatever_it_gave_in_sequence()
    {
        var crashed = OrderDependenceText.Render("Lib", 2, [Read("span", Crash(268), Why)]);
        var readGarbage = OrderDependenceText.Render("Lib", 2, [Read("span", Garbage(4), Why)]);

        Assert.Equal(crashed, readGarbage);
        Assert.Contains(Why, crashed, StringComparison.Ordinal);
        Assert.Contains($"  fresh worker: {Fresh}\n", crashed, StringComparison.Ordinal);
        Assert.DoesNotContain("of its worker", crashed, StringComparison.Ordinal);
    }

    [Fact]
    public void A_reproducible_read_keeps_its_outcome_in_sequence_and_position()
    {
        var text = OrderDependenceText.Render("Lib", 2, [Read("span", Crash(268), unreproducible: null)]);

        Assert.Contains(
            "read 269 of its worker, after other as written by Other: CRASH", text, StringComparison.Ordinal);
        Assert.DoesNotContain(Why, text, StringComparison.Ordinal);
    }

    [Fact]
    public void Reports_read_declared_reads_apart_from_crashes_after_other_reads()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write(
            "order/Lib.verified.txt",
            OrderDependenceText.Render(
                "Lib", 2, [Read("span", Crash(268), Why), Read("deep", Crash(5), unreproducible: null)]));

        Assert.Equal(
            ["span as written by Lib"], OrderDependenceText.UnreproducibleAfterOtherReads(snapshots.Store, "Lib"));
        Assert.Equal(
            [new CrashAfterRead("deep as written by Lib", "other as written by Other")],
            OrderDependenceText.CrashesAfterOtherReads(snapshots.Store, "Lib"));
    }
}
