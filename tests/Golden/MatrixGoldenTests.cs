using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class MatrixGoldenTests(MatrixFixture matrices) : IClassFixture<MatrixFixture>
{
    public static TheoryData<string> CaseNames => [.. Cases.All.Select(c => c.Name)];

    public static TheoryData<string> Readers => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(CaseNames))]
    public void Matrix_matches_golden(string caseName)
    {
        var markdown = MatrixMarkdown.Render(matrices[caseName]);

        GoldenAssert.Matches(MatrixGoldens.Key(caseName), new Snapshot(MatrixGoldens.Extension, markdown));
    }

    [Theory]
    [MemberData(nameof(Readers))]
    public void Reader_column_is_re_run_here(string reader)
    {
        SerializerRows.AdapterOrSkip(reader);

        var recorded = Cases.All.SelectMany(c => matrices[c.Name].Cells).Where(c => c.Reader == reader && c.Recorded);

        Assert.Empty(recorded);
    }
}
