using System.CommandLine;

namespace SerializerCompat.Cli.Commands;

/// <summary>The document formats commands write: Markdown, a self-contained HTML page, or versioned JSON.</summary>
public enum OutputFormat
{
    /// <summary>Markdown, as committed under docs/.</summary>
    Md,

    /// <summary>One self-contained HTML file.</summary>
    Html,

    /// <summary>JSON with a versioned schema, for scripts and CI diffs.</summary>
    Json,
}

/// <summary>The shared --format and --out options.</summary>
public static class OutputOptions
{
    /// <summary><c>--format md|html|json</c>, Markdown by default.</summary>
    public static Option<OutputFormat> Format() => new("--format")
    {
        Description = "Output format.",
        HelpName = "md|html|json",
        DefaultValueFactory = _ => OutputFormat.Md,
        CustomParser = r => r.Tokens.Single().Value.ToLowerInvariant() switch
        {
            "md" or "markdown" => OutputFormat.Md,
            "html" => OutputFormat.Html,
            "json" => OutputFormat.Json,
            var other => Invalid(r, other),
        },
    };

    /// <summary><c>--out DIR</c>: the folder to write into instead of printing.</summary>
    public static Option<string> Out() =>
        new Option<string>("--out") { Description = "Write into this folder instead of printing (created if missing; nothing is written on error)." }.RequireWritableFolder();

    /// <summary>The file extension of a format.</summary>
    public static string Extension(this OutputFormat format) => format.ToString().ToLowerInvariant();

    private static OutputFormat Invalid(System.CommandLine.Parsing.ArgumentResult result, string value)
    {
        result.AddError($"Unknown format '{value}'. Valid formats: md, html, json.");
        return OutputFormat.Md;
    }
}
