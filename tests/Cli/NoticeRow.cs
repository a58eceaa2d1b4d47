using System.Text.RegularExpressions;

namespace SerializerCompat.Cli.Tests;

/// <summary>One package of the third-party notices (build/ThirdPartyNotices.targets writes the table).</summary>
internal sealed partial record NoticeRow(
    string Package, string Version, string Licence, string LicenceFrom, string Source, IReadOnlyList<string> Files)
{
    private const string Header = "| package | version | licence | licence from | source | copyright | files |";

    /// <summary>The licences the tool may carry: each identifier of a package's licence expression must be
    /// one.</summary>
    public static readonly IReadOnlySet<string> Redistributable = new HashSet<string>([
        "MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "MS-PL"]);

    /// <summary>Whether every identifier of the licence expression is <see cref="Redistributable"/>.</summary>
    public bool IsRedistributable =>
        LicenceIdentifiers().Split(Licence).Where(id => id.Length > 0) is var ids && ids.Any()
            && ids.All(Redistributable.Contains);

    /// <summary>The rows of the notices' table.</summary>
    public static IReadOnlyList<NoticeRow> Parse(string notices)
    {
        var lines = notices.Split('\n').Select(l => l.TrimEnd('\r')).ToList();
        var header = lines.IndexOf(Header);
        Assert.True(header >= 0, $"the notices have no table headed {Header}:\n{notices}");
        return
        [
            .. lines.Skip(header + 2).TakeWhile(l => l.StartsWith('|'))
                .Select(l => UnescapedPipe().Split(l.Trim('|')).Select(c => c.Trim()).ToArray())
                .Select(c => new NoticeRow(c[0], c[1], c[2], c[3], c[4], [.. c[6].Split(", ")])),
        ];
    }

    // An SPDX expression's operators and parentheses separate its licence identifiers.
    [GeneratedRegex(@"\s+(?:OR|AND)\s+|[()\s]+")]
    private static partial Regex LicenceIdentifiers();

    [GeneratedRegex(@"(?<!\\)\|")]
    private static partial Regex UnescapedPipe();
}
