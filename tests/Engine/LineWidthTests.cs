using System.Text;
using SerializerCompat.Repository;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// Issue #29: no line of the C# sources and tests (src/ and tests/, bin/ and obj/ aside) is wider than 120
/// characters, but for a short, named list of raw-literal lines, whose text is kept as written.
/// </summary>
public sealed class LineWidthTests
{
    private const int Width = 120;

    // Lines of raw string literals: the text is the literal's own, kept as written. A line is named by its file and a
    // piece of its text, so that it may move within the file.
    private static readonly (string File, string Piece)[] RawLiteralLines =
    [
        ("src/SerializerCompat/Conformance/ConformanceDocument.cs", "Generated from `snapshots/conformance/"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "body { font: 14px/1.45 system-ui"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "pre { background: #f6f8fa;"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "table.grid th.reader { writing-mode"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "table.grid td small { display: block;"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "table.files th.file { font: 12px"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "table.files th.library { writing-mode"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", ".legend span { display: inline-block;"),
        ("src/SerializerCompat/Docs/Html/HtmlPage.cs", "p.verdict { font-size: 16px;"),
        ("tests/Cli/CheckFormatsTests.cs", "\"\"\"{ \"schema\": \"serializercompat-check-baseline/1\""),
        ("tests/Cli/InstalledToolTests.cs", "$\"\"\"<configuration><packageSources>"),
        ("tests/Cli/ThirdPartyNoticesTests.cs", "\"\"\"<license type=\"expression\">Apache-2.0</license>"),
        ("tests/Cli/ThirdPartyNoticesTests.cs", "\"\"\"<ResolvedFileToPublish Include=\"Ours.dll\""),
        ("tests/Cli/ThirdPartyNoticesTests.cs", "$\"\"\"<?xml version=\"1.0\"?><package xmlns="),
        ("tests/Cli/ThirdPartyNoticesTests.cs", "$\"\"\"<ResolvedFileToPublish Include=\"{_work.FullName}"),
    ];

    [Fact]
    public void No_source_or_test_line_is_wider_than_120_characters()
    {
        var allowed = RawLiteralLines.ToList();
        var used = new HashSet<(string File, string Piece)>();
        var wide = new List<string>();
        foreach (var (relative, lines) in SourceFiles())
        {
            for (var i = 0; i < lines.Length; i++)
            {
                var width = lines[i].EnumerateRunes().Count();
                if (width <= Width)
                {
                    continue;
                }

                var line = lines[i];
                var allowedHere = allowed
                    .Where(a => a.File == relative && line.Contains(a.Piece, StringComparison.Ordinal))
                    .ToList();
                if (allowedHere.Count == 0)
                {
                    wide.Add($"{relative}:{i + 1} is {width} characters wide");
                }

                used.UnionWith(allowedHere);
            }
        }

        Assert.True(wide.Count == 0, $"Lines wider than {Width} characters (issue #29):\n{string.Join('\n', wide)}");
        var stale = allowed.Where(a => !used.Contains(a)).Select(a => $"{a.File}: {a.Piece}").ToList();
        Assert.True(stale.Count == 0, $"Allowed lines no longer wide, remove them:\n{string.Join('\n', stale)}");
    }

    // Every *.cs file under src/ and tests/ but those of bin/ and obj/ (build output).
    private static IEnumerable<(string Relative, string[] Lines)> SourceFiles()
    {
        foreach (var folder in new[] { "src", "tests" })
        {
            var files = Directory.EnumerateFiles(RepoPaths.Resolve(folder), "*.cs", SearchOption.AllDirectories);
            foreach (var path in files.Order(StringComparer.Ordinal))
            {
                var relative = Path.GetRelativePath(RepoPaths.Root, path).Replace(Path.DirectorySeparatorChar, '/');
                if (relative.Split('/').Any(part => part is "bin" or "obj"))
                {
                    continue;
                }

                yield return (relative, File.ReadAllLines(path, Encoding.UTF8));
            }
        }
    }
}
