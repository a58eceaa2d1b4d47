using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Records;
using SerializerCompat.Registry;
using SerializerCompat.Tests;

namespace SerializerCompat.Engine.Tests;

/// <summary>A case or a library with no golden yet is the state "not recorded" in every view, never an error.</summary>
public sealed class RecordedMatricesTests
{
    private static readonly ICase AnyCase = Cases.All[0];

    [Fact]
    public void A_case_without_goldens_has_not_recorded_cells_and_outputs()
    {
        using var snapshots = new TempSnapshots();

        var matrix = RecordedMatrices.Load(snapshots.Store, [AnyCase]).Single();

        Assert.All(matrix.Cells, cell => Assert.Equal(MatrixCell.NotRecorded, cell.Label));
        Assert.All(matrix.Outputs, output => Assert.True(output.IsNotRecorded));
        Assert.Equal(Serializers.Names.Count * Serializers.Names.Count, matrix.Cells.Count);
    }

    [Fact]
    public void A_serializer_the_goldens_do_not_know_reads_and_writes_not_recorded()
    {
        using var snapshots = new TempSnapshots();
        var recorded = new CaseMatrixRecord(
            AnyCase.Name, AnyCase.Topic, CaseVersion.DeclaredType(AnyCase), CaseVersion.ValueLines(AnyCase),
            [new CellRecord("Newtonsoft", "Newtonsoft", "EXACT", "equal")]);
        snapshots.Write(
            MatrixGoldens.Key(AnyCase.Name).VerifiedFile(MatrixGoldens.Extension), EvidenceJson.Write(recorded));

        var matrix = RecordedMatrices.Load(snapshots.Store, [AnyCase], ["Newtonsoft", "Ninth"]).Single();

        Assert.Equal("EXACT", matrix.Cell("Newtonsoft", "Newtonsoft").Label);
        Assert.Equal(MatrixCell.NotRecorded, matrix.Cell("Newtonsoft", "Ninth").Label);
        Assert.Equal(MatrixCell.NotRecorded, matrix.Cell("Ninth", "Newtonsoft").Label);
        Assert.Equal(MatrixCell.NotRecorded, new MatrixSummary([matrix]).Worst("Ninth", "Ninth", AnyCase.Topic).Label);
    }

    // A record made from another value of the case (the catalogue changed since) holds no verdict of today's case.
    [Fact]
    public void A_record_of_another_version_of_the_case_gives_stale_cells()
    {
        using var snapshots = new TempSnapshots();
        var recorded = new CaseMatrixRecord(
            AnyCase.Name, AnyCase.Topic, CaseVersion.DeclaredType(AnyCase), ["$ = an older value"],
            [new CellRecord("Newtonsoft", "Newtonsoft", "EXACT", "equal")]);
        snapshots.Write(
            MatrixGoldens.Key(AnyCase.Name).VerifiedFile(MatrixGoldens.Extension), EvidenceJson.Write(recorded));

        var matrix = RecordedMatrices.Load(snapshots.Store, [AnyCase], ["Newtonsoft"]).Single();

        Assert.Equal(
            (null, StaleGoldens.Note),
            (matrix.Cell("Newtonsoft", "Newtonsoft").Grade, matrix.Cell("Newtonsoft", "Newtonsoft").Label));
    }

    [Fact]
    public void A_matrix_record_reads_back_exactly_what_was_written()
    {
        var record = new CaseMatrixRecord("c", "t", "Holder<String>", ["$.Value = \"é ⟨U+D800⟩\""],
            [
                new CellRecord(
                    "A", "B", "WRONG",
                    EvidenceJson.Printable("at $: \"\uD800\" became \"\0\"\n  ← Inner: ünïcode | pipe"))]);

        var text = EvidenceJson.Write(record);

        Assert.Equal(text, EvidenceJson.Write(EvidenceJson.ReadMatrix(text)));
        Assert.Contains("⟨U+D800⟩", text, StringComparison.Ordinal);
        Assert.Contains("ünïcode", text, StringComparison.Ordinal);
    }
}
