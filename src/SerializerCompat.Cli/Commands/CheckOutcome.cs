using System.CommandLine;
using System.Globalization;
using SerializerCompat.Checks;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// How a check report leaves the tool, for a run and for <c>check merge</c> alike: rendered in the format asked,
/// printed or written whole into --out (a temporary file renamed into place), and the exit code — partial (4) before
/// coverage short (3) before findings (1), since a report that did not check everything cannot vouch for its findings'
/// absence.
/// </summary>
internal static class CheckOutcome
{
    /// <summary>The shared <c>--min-coverage</c> option: percent of the checkable types, 100 by default.</summary>
    public static Option<double> MinCoverage() => new("--min-coverage")
    {
        Description = "Exit 3 when fewer than this percent of the types that could be checked were (attributes and " +
            "abstract types checked through their subtypes do not count); a run that checks nothing exits 3 whatever " +
            "this says.",
        DefaultValueFactory = _ => 100,
        HelpName = "PERCENT",
        Validators = { r => { if (r.GetValueOrDefault<double>() is < 0
            or > 100) { r.AddError(
                $"--min-coverage takes a percentage from 0 to 100, not {r.Tokens.Single().Value}."); } } },
    };

    /// <summary>The shared <c>--fail-on</c> option.</summary>
    public static Option<Grade> FailOn() => new("--fail-on")
    {
        Description = "Exit 1 when a finding is at or above this grade: WRONG, LOSSY, CRASH, HANG, REJECTED, " +
            "EQUIVALENT.",
        DefaultValueFactory = _ => Grade.Wrong,
        CustomParser = r => Grades.Parse(r.Tokens.Single().Value.ToUpperInvariant()) is { } grade
            && grade != Grade.Exact ? grade : BadGrade(r),
    };

    /// <summary>The shared <c>--baseline</c> option.</summary>
    public static Option<string> Baseline() =>
        new Option<string>("--baseline")
        {
            Description = "A file of accepted findings: only findings it does not hold fail the run (SARIF marks " +
                "each result new or unchanged)."
        }.RequireFilePath(mustExist: false);

    /// <summary>Why <paramref name="formats"/> cannot be written as asked (several formats printed to one stdout), or
    /// null.</summary>
    public static string? FormatsProblem(IReadOnlyList<OutputFormat> formats, string? folder) =>
        formats.Count > 1 && folder is null
            ? $"--format {string.Join(',', formats.Select(f => f.ToString().ToLowerInvariant()))} writes " +
                $"{formats.Count} files: give --out DIR."
            : null;

    /// <summary>The keys a baseline file accepts, or why it cannot be read (one sentence).</summary>
    public static (IReadOnlySet<string>? Accepted, string? Error) ReadBaseline(string path)
    {
        if (!File.Exists(path))
        {
            return (null, $"Baseline not found: {Path.GetFullPath(path)} (write it with --update-baseline).");
        }

        try
        {
            return (CheckBaseline.Read(path), null);
        }
        catch (Exception e) when (e is InvalidDataException or System.Text.Json.JsonException)
        {
            return (null, $"--baseline {Path.GetFullPath(path)} is not a baseline: {e.Message}");
        }
    }

    /// <summary>
    /// Writes <paramref name="report"/> in each of <paramref name="formats"/> and returns the exit code; with no
    /// <paramref name="failOn"/> (a baseline just written) no finding fails. <paramref name="sources"/> places SARIF
    /// results on the members' source lines.
    /// </summary>
    public static int Finish(
        CliEnvironment environment, CheckReport report, IReadOnlyList<OutputFormat> formats, string? folder,
        Grade? failOn, double minCoverage, bool baselineGiven, ContractSources? sources)
    {
        var failing = failOn is { } threshold ? report.Failing(threshold) : [];
        var documents = formats.ToDictionary(f => $"check-{report.Assembly}.{f.Extension()}", f => f switch
        {
            OutputFormat.Html => CheckReportHtml.Render(report),
            OutputFormat.Json => CheckReportJson.Render(report),
            OutputFormat.Sarif => CheckReportSarif.Render(report, sources, environment.SourceRoot, baselineGiven),
            OutputFormat.Junit => CheckReportJunit.Render(report, failing.ToHashSet(StringComparer.Ordinal)),
            _ => CheckReportMarkdown.Render(report),
        });
        if (folder is null)
        {
            environment.Output.Write(documents.Single().Value);
        }
        else
        {
            foreach (var written in OutputFiles.WriteAll(folder, documents))
            {
                environment.Output.WriteLine($"Wrote {written}");
            }
        }

        var coverage = report.Coverage;
        environment.Error.WriteLine($"check: {coverage.Line}" +
            $"{(coverage.Remainder is { Length: > 0 } rest ? $"; types not checked: {rest}" : "")}");
        if (failing.Count > 0)
        {
            environment.Error.WriteLine(
                string.Create(CultureInfo.InvariantCulture, $"check: {failing.Count} finding(s) at or above " +
                    $"{failOn!.Value.Label()}{(baselineGiven ? " not in the baseline" : "")}, e.g. {failing[0]}"));
        }

        if (report.Partial)
        {
            environment.Error.WriteLine(
                $"check: partial: {report.NotReached} types not reached; the report holds the types that finished");
            return ExitCodes.Partial;
        }

        if (coverage.FallsShort(minCoverage))
        {
            environment.Error.WriteLine(coverage.NothingChecked
                ? "check: nothing could be checked (see \"Not checked\" in the report)"
                : string.Create(CultureInfo.InvariantCulture, $"check: coverage {coverage.PercentCut(1):0.#}" +
                    $" % of the types that could be checked, below --min-coverage {minCoverage:0.###}" +
                    $" % (see \"Not checked\" in the report)"));
            return ExitCodes.CoverageShort;
        }

        return failing.Count > 0 ? ExitCodes.Findings : ExitCodes.Ok;
    }

    private static Grade BadGrade(System.CommandLine.Parsing.ArgumentResult result)
    {
        result.AddError(
            $"Unknown grade '{result.Tokens.Single().Value}'. Valid: WRONG, LOSSY, CRASH, HANG, REJECTED, EQUIVALENT.");
        return Grade.Wrong;
    }
}
