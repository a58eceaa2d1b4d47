using System.Globalization;
using SerializerCompat.Matrix;

namespace SerializerCompat.Reports;

/// <summary>
/// The report's first line, what a team decides on: "14 silent value changes, 3 losses, 29 rejections; 9 of them
/// have a proven fix", then what is folded away.
/// </summary>
public static class ReportVerdict
{
    /// <summary>The verdict sentence of <paramref name="report"/>.</summary>
    public static string Of(MigrationReport report)
    {
        var acting = new (ChangeSeverity Severity, string One, string Many)[]
        {
            (ChangeSeverity.Wrong, "silent value change", "silent value changes"),
            (ChangeSeverity.Lossy, "loss of information", "losses of information"),
            (ChangeSeverity.CrashOrHang, "crash or hang", "crashes or hangs"),
            (ChangeSeverity.Rejected, "rejection", "rejections"),
        };
        var parts = acting.Where(a => report.Count(a.Severity) > 0)
            .Select(a => Counted(report.Count(a.Severity), a.One, a.Many)).ToList();
        var toAct = report.Changes.Where(i => i.Severity <= ChangeSeverity.Rejected).ToList();
        var fixedBySettings = toAct.Count(i => i.Mitigations.Any(m => m.Proven));
        // Nothing compared is no all-clear: a side without goldens of today's cases says so instead.
        var head = report.Scope.Unrecorded.Count > 0
            ? $"Nothing of {string.Join(" and ", report.Scope.Unrecorded)} compared: {MatrixCell.NotRecorded}" +
                " here, no golden of today's cases"
            : report.Scope.Compared == 0 ? "Nothing compared"
            : parts.Count == 0
                ? $"Nothing to act on in the {report.Scope.Compared}" +
                    " cases and inputs compared (both outputs, reads and read-backs)" +
                    ": no value changes, losses, crashes or rejections"
            : $"{string.Join(", ", parts)}; {fixedBySettings} of these {toAct.Count} have a proven fix in settings";
        head += NotCompared(report.Scope);
        var folded = new List<string>();
        if (report.Count(ChangeSeverity.Equivalent) + report.Count(ChangeSeverity.FormatOnly) is var cosmetic and > 0)
        {
            folded.Add(
                Counted(cosmetic, "equivalent or format-only difference", "equivalent or format-only differences") +
                " (folded at the end)");
        }

        if (report.BrokenBefore.Count > 0)
        {
            folded.Add(Counted(report.BrokenBefore.Count, "case", "cases") + " already broken before the migration");
        }

        if (report.Improvements.Count > 0)
        {
            folded.Add(Counted(report.Improvements.Count, "improvement", "improvements"));
        }

        return folded.Count == 0 ? $"{head}." : $"{head}. Also {string.Join(" and ", folded)}.";
    }

    private const string MissingOrStale = " (no golden of today's version: missing, or stale since the case changed)";

    // Every verdict, an all-clear above all, says what it could not look at.
    private static string NotCompared(ReportScope scope) =>
        (scope.NotCompared == 0
            ? ""
            : string.Create(
                CultureInfo.InvariantCulture,
                $"; {scope.NotCompared} not compared, {MatrixCell.NotRecorded} on a side{MissingOrStale}"))
        + (scope.NotApplicable == 0
            ? ""
            : string.Create(
                CultureInfo.InvariantCulture,
                $"; {scope.NotApplicable} not applicable, they need a newer .NET than a side runs on"));

    private static string Counted(int count, string one, string many) =>
        string.Create(CultureInfo.InvariantCulture, $"{count} {(count == 1 ? one : many)}");
}
