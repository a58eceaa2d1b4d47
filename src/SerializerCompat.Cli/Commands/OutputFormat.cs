using System.CommandLine;
using System.CommandLine.Parsing;

namespace SerializerCompat.Cli.Commands;

/// <summary>The document formats commands write: Markdown, a self-contained HTML page, versioned JSON, and for
/// <c>check</c> the CI formats.</summary>
public enum OutputFormat
{
    /// <summary>Markdown, as committed under docs/.</summary>
    Md,

    /// <summary>One self-contained HTML file.</summary>
    Html,

    /// <summary>JSON with a versioned schema, for scripts and CI diffs.</summary>
    Json,

    /// <summary>SARIF 2.1.0, for code scanning: findings on the members' source lines (<c>check</c> only).</summary>
    Sarif,

    /// <summary>JUnit XML, for CI test tabs: a test case per type and direction (<c>check</c> only).</summary>
    Junit,
}

/// <summary>The shared --format and --out options.</summary>
public static class OutputOptions
{
    private static readonly OutputFormat[] Documents = [OutputFormat.Md, OutputFormat.Html, OutputFormat.Json];

    /// <summary><c>--format md|html|json</c>, Markdown by default.</summary>
    public static Option<OutputFormat> Format() => new("--format")
    {
        Description = "Output format.",
        HelpName = "md|html|json",
        DefaultValueFactory = _ => OutputFormat.Md,
        CustomParser = r => Parse(r, r.Tokens.Single().Value, Documents) is [var format] ? format : Unknown(r),
    };

    /// <summary>
    /// <c>--format md|html|json|sarif|junit</c>, several comma-separated (<c>md,sarif,junit</c>, written together into
    /// --out, so CI runs the check once), Markdown by default.
    /// </summary>
    public static Option<OutputFormat[]> Formats() => new("--format")
    {
        Description = "Output format, or several comma-separated with --out (md,sarif,junit): sarif for code " +
            "scanning, junit for test tabs.",
        HelpName = "md|html|json|sarif|junit[,…]",
        DefaultValueFactory = _ => [OutputFormat.Md],
        CustomParser = r => Parse(r, r.Tokens.Single().Value, Enum.GetValues<OutputFormat>()),
    };

    /// <summary><c>--out DIR</c>: the folder to write into instead of printing.</summary>
    public static Option<string> Out() =>
        new Option<string>("--out")
        {
            Description = "Write into this folder instead of printing (created if missing; nothing is written on " +
                "error)."
        }.RequireWritableFolder();

    /// <summary>The file extension of a format.</summary>
    public static string Extension(this OutputFormat format) =>
        format == OutputFormat.Junit ? "junit.xml" : format.Name();

    // A single-format option given a list: its one error.
    private static OutputFormat Unknown(ArgumentResult result)
    {
        if (result.Tokens.Single().Value.Contains(',', StringComparison.Ordinal))
        {
            result.AddError($"Unknown format '{result.Tokens.Single().Value}" +
                $"': this command writes one format. Valid formats: " +
                $"{string.Join(", ", Documents.Select(f => f.Name()))}.");
        }

        return OutputFormat.Md;
    }

    // The formats of one --format value; an unknown one is the option's one error, naming the first and what is valid.
    private static OutputFormat[] Parse(ArgumentResult result, string value, IReadOnlyList<OutputFormat> valid)
    {
        var names = value.Split(',').Select(n => n.Trim()).ToList();
        var formats = names.Select(name => valid.Cast<OutputFormat?>()
            .FirstOrDefault(f => f!.Value.Name() == name.ToLowerInvariant()
                || name.Equals("markdown", StringComparison.OrdinalIgnoreCase) && f == OutputFormat.Md)).ToList();
        if (formats.IndexOf(null) is >= 0 and var unknown)
        {
            result.AddError(
                $"Unknown format '{names[unknown]}'. Valid formats: {string.Join(", ", valid.Select(f => f.Name()))}.");
            return [OutputFormat.Md];
        }

        return [.. formats.Select(f => f!.Value).Distinct()];
    }

    private static string Name(this OutputFormat format) => format.ToString().ToLowerInvariant();
}
