using SerializerCompat.Adapters;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Matrix;
using SerializerCompat.Records;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class MatrixGoldenTests(MatrixFixture matrices) : IClassFixture<MatrixFixture>
{
    public static TheoryData<string> CaseNames => [.. Cases.All.Select(c => c.Name)];

    public static TheoryData<string> Readers => SerializerRows.ForSerializers();

    // The verified goldens only: the settle has already written this run's received files, which a test program
    // otherwise reads in their place, and the matrix would then be compared with itself.
    private static readonly SnapshotStore Verified = new(
        RepoPaths.Snapshots, SnapshotStore.ForRepository().Settings with { ReadsReceived = false });

    private static readonly HashSet<string> ReRunHere = [.. Serializers.Built.Select(s => s.Name)];

    // Only the cells of readers re-run here are compared: a reader not built here keeps its column from this golden,
    // and its own row of Reader_column_is_re_run_here skips with the reason. The settle (RunEvidence) checks the whole
    // record, so a change writes the whole received file, recorded columns included, ready to accept.
    [Theory]
    [MemberData(nameof(CaseNames))]
    public void Matrix_matches_golden(string caseName)
    {
        var matrix = matrices[caseName];
        var golden = MatrixGoldens.Read(Verified, caseName);

        var reRun = EvidenceJson.Write(MatrixGoldens.ReRunPart(MatrixGoldens.Record(matrix), ReRunHere));
        if (golden is null || reRun != EvidenceJson.Write(MatrixGoldens.ReRunPart(golden, ReRunHere)))
        {
            GoldenAssert.Matches(MatrixGoldens.Key(caseName), MatrixGoldens.Snapshot(matrix));
        }
    }

    [Theory]
    [MemberData(nameof(Readers))]
    public void Order_dependence_of_reader_matches_golden(string reader)
    {
        SerializerRows.AdapterOrSkip(reader);

        var text = OrderDependenceText.Render(reader, Cases.All.Count, matrices.OrderDependences);

        GoldenAssert.Matches(OrderDependenceText.Key(reader), new Snapshot("txt", text));
    }

    [Theory]
    [MemberData(nameof(Readers))]
    public void Order_dependence_found_is_what_the_reader_declares(string reader)
    {
        SerializerRows.AdapterOrSkip(reader);
        var declared = Serializers.Get(reader).OrderDependentReads;
        var foundTypes = matrices.OrderDependences.Where(d => d.Reader == reader)
            .Select(d => Catalogue.Get(d.Case).ValueType).Distinct().ToList();

        var undeclared = foundTypes.Where(t => declared?.Covers(t) != true).Select(t => t.ToString());
        var unshown = (declared?.Types ?? []).Where(t => !foundTypes.Any(found => TypeInvolvement.Involves(found, [t])))
            .Select(t => t.ToString());

        Assert.True(!undeclared.Any() && !unshown.Any(), $"{reader}" +
            $": order dependence found but not declared with [OrderDependentReads]: {string.Join(", ", undeclared)}" +
            $"; declared but not found: {string.Join(", ", unshown)}");
    }

    // A declaration of reads with no outcome of their own replaces what the matrix records for them, so it must be
    // met: each type it names has a cell that records it (a library that stops reading past its input, or fails
    // another way, leaves the declaration unmet and its cells differing from their goldens).
    [Theory]
    [MemberData(nameof(Readers))]
    public void Unreproducible_reads_declared_are_met(string reader)
    {
        SerializerRows.AdapterOrSkip(reader);
        var declared = Serializers.Get(reader).UnreproducibleReads;
        var met = Cases.All
            .Where(c => matrices[c.Name].Cells
                .Any(cell => cell.Reader == reader && cell.Detail == declared?.RecordedText))
            .Select(c => c.ValueType).ToList();

        var unmet = (declared?.Types ?? []).Where(t => !met.Any(found => TypeInvolvement.Involves(found, [t])));

        Assert.Empty(unmet);
    }

    // The guard that nothing is compared with itself: a cell the runner took from a golden must never be a cell of a
    // reader built here, for Matrix_matches_golden compares those cells with that golden. A reader not built here
    // skips with its reason: its column is recorded where it is built.
    [Theory]
    [MemberData(nameof(Readers))]
    public void Reader_column_is_re_run_here(string reader)
    {
        SerializerRows.AdapterOrSkip(reader);

        // A writer's output that no golden holds yet (its library is not built here) cannot be read by anyone.
        var recorded = Cases.All.SelectMany(c => matrices[c.Name].Cells)
            .Where(c => c.Reader == reader && c.Recorded && !c.IsNotRecorded);

        Assert.Empty(recorded);
    }
}
