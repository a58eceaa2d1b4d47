using SerializerCompat.Checks;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// A whole SDK's results file is read back into the report a run prints: each distinct string is held once (the same
/// example texts and fix codes repeat across types), and a last line cut off by a killed run is a type not reached.
/// </summary>
public sealed class CheckResultsFileTests : IDisposable
{
    private const string Header = $$"""{"Schema":"{{CheckResultsFile.Schema}}"}""";
    private readonly string _path = Path.GetTempFileName();

    public void Dispose() => File.Delete(_path);

    [Fact]
    public void Equal_strings_of_different_lines_are_read_as_one_string()
    {
        File.WriteAllLines(_path,
        [
            Header,
            """{"Type":"First","Findings":[],"Payloads":[],"Error":"the same text in both lines"}""",
            """{"Type":"Second","Findings":[],"Payloads":[],"Error":"the same text in both lines"}""",
        ]);

        var (_, results, error) = CheckResultsFile.Read(_path);

        Assert.Null(error);
        Assert.Equal(["First", "Second"], results.Select(r => r.Type));
        Assert.Equal("the same text in both lines", results[0].Error);
        Assert.Same(results[0].Error, results[1].Error);
    }

    [Fact]
    public void A_last_line_cut_off_is_a_type_not_reached()
    {
        File.WriteAllText(_path, Header + "\n" +
            """{"Type":"First","Findings":[],"Payloads":[],"Error":null}""" + "\n" +
            """{"Type":"Second","Findi""");

        var (_, results, error) = CheckResultsFile.Read(_path);

        Assert.Null(error);
        Assert.Equal(["First"], results.Select(r => r.Type));
    }
}
