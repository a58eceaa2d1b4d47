using System.Text;
using SerializerCompat.Docs;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Tests;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// A contributor on a machine with four of the eight libraries changes one case's value and accepts what those four
/// record: the other four's goldens still hold the old value. They are stale — no verdict in the matrix, the report
/// or docs/defaults.md — and the run names them. Played on a copy of the real goldens, with the four re-recorded ones
/// written as that machine would (new output, new fingerprint).
/// </summary>
[TimingSensitive]
public sealed class StaleGoldensTests(StaleGoldensTests.Machine machine) : IClassFixture<StaleGoldensTests.Machine>
{
    private static readonly string[] ReRecorded = [
        "Newtonsoft", "SystemTextJson", "SystemTextJsonSourceGen", "ServiceStack"];
    private static readonly string[] NotReRecorded = ["Jil", "NetJson", "Utf8Json", "SpanJson"];

    private static readonly Case<string> Changed = (Case<string>)Catalogue.Get("string-non-ascii") with
    {
        Value = "changed since: ä"
    };

    private readonly TempSnapshots _snapshots = machine.Snapshots;

    /// <summary>
    /// The contributor's copy of the goldens, made once for the class: a copy per test wrote and deleted the 22,500
    /// goldens five times, most of the class's time. A test that changes a file puts it back.
    /// </summary>
    public sealed class Machine : IDisposable
    {
        public Machine()
        {
            var source = SnapshotStore.ForRepository();
            foreach (var path in source.VerifiedFilesAll())
            {
                Snapshots.Write(source.Relative(path), File.ReadAllText(path));
            }

            foreach (var serializer in ReRecorded)
            {
                Snapshots.Write($"serialize/{Changed.Name}/{serializer}.verified.json", "\"changed since: ä\"");
                var index = FingerprintIndex.Key(serializer).VerifiedFile("txt");
                var old = $"serialize/{Changed.Name} {CaseVersion.Of(Catalogue.Get(Changed.Name))}";
                Snapshots.Write(
                    index,
                    Snapshots.Read(index)
                        .Replace(old, $"serialize/{Changed.Name} {CaseVersion.Of(Changed)}", StringComparison.Ordinal));
            }
        }

        public TempSnapshots Snapshots { get; } = TempSnapshots.ForACopyOfTheGoldens();

        public void Dispose() => Snapshots.Dispose();
    }

    [Fact]
    public void The_run_names_the_goldens_left_at_the_old_value_and_no_others()
    {
        foreach (var serializer in NotReRecorded)
        {
            Assert.Equal(
                [new SnapshotKey(SnapshotSuites.Serialize, Changed.Name, serializer)],
                StaleGoldens.Of(_snapshots.Store, serializer, [Changed], []));
        }

        Assert.All(
            ReRecorded, serializer => Assert.Empty(StaleGoldens.Of(_snapshots.Store, serializer, [Changed], [])));
    }

    [Fact]
    public void Matrix_has_no_verdict_from_a_golden_or_a_record_of_the_old_value()
    {
        var matrix = RecordedMatrices.Load(_snapshots.Store, [Changed]).Single();

        // The committed matrix record is of the old value too: none of its verdicts holds for the new one.
        Assert.All(matrix.Cells, cell => Assert.Equal((true, StaleGoldens.Note), (cell.IsNotRecorded, cell.Label)));
        Assert.All(
            matrix.Outputs.Where(o => NotReRecorded.Contains(o.Writer)),
            o => Assert.Equal((null, StaleGoldens.Note), (o.Json, o.Note)));
        Assert.All(
            matrix.Outputs.Where(o => ReRecorded.Contains(o.Writer)),
            o => Assert.Equal("\"changed since: ä\"", o.Json));
    }

    [Fact]
    public void A_matrix_record_of_the_current_value_keeps_its_verdicts_except_for_stale_writers()
    {
        var file = MatrixGoldens.Key(Changed.Name).VerifiedFile(MatrixGoldens.Extension);
        var committed = _snapshots.Read(file);
        var record = MatrixGoldens.Read(_snapshots.Store, Changed.Name)!;
        _snapshots.Write(
            file, Records.EvidenceJson.Write(record with { ValueWritten = CaseVersion.ValueLines(Changed) }));

        CaseMatrix matrix;
        try
        {
            matrix = RecordedMatrices.Load(_snapshots.Store, [Changed]).Single();
        }
        finally
        {
            // The other tests read the committed record.
            _snapshots.Write(file, committed);
        }

        Assert.All(
            matrix.Cells.Where(c => NotReRecorded.Contains(c.Writer)),
            cell => Assert.Equal(StaleGoldens.Note, cell.Label));
        Assert.All(
            matrix.Cells.Where(c => ReRecorded.Contains(c.Writer)),
            cell => Assert.False(cell.IsNotRecorded, $"{cell.Writer} → {cell.Reader}"));
    }

    [Fact]
    public void Report_lists_no_change_from_the_old_value()
    {
        var summary = new MatrixSummary(RecordedMatrices.Load(_snapshots.Store, [Changed]));

        var items = ChecklistBuilder.Build(_snapshots.Store, summary, "Jil", "SystemTextJson");

        Assert.DoesNotContain(items, i => i.Subject == Changed.Name);
    }

    [Fact]
    public void Defaults_table_shows_stale_in_place_of_the_old_output()
    {
        var builder = new StringBuilder();

        OutputTable.Append(builder, _snapshots.Store, [.. ReRecorded, .. NotReRecorded], [Changed]);

        var row = builder.ToString().Split('\n')
            .Single(l => l.StartsWith($"| `{Changed.Name}`", StringComparison.Ordinal));
        Assert.Equal(NotReRecorded.Length, row.Split(StaleGoldens.Note).Length - 1);
        Assert.DoesNotContain("中文", row, StringComparison.Ordinal);
    }
}
