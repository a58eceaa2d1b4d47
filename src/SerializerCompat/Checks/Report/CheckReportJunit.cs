using System.Globalization;
using System.Text;
using System.Xml;
using System.Xml.Linq;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The check report as JUnit XML, the format CI test tabs read: one test suite per direction, one test case per type
/// in it, failed when the type has a finding in that direction that fails the run (at or above <c>--fail-on</c>, not in
/// the baseline) with every finding's text, passed otherwise (findings below the gate in its output), and skipped for
/// each type not checked, with the reason. So the test tab and the exit code tell one story.
/// </summary>
public static class CheckReportJunit
{
    /// <summary>The document; <paramref name="failing"/> holds the keys that fail the run
    /// (<see cref="CheckReport.Failing"/>).</summary>
    public static string Render(CheckReport report, IReadOnlySet<string> failing)
    {
        IEnumerable<CheckDirection> directions = report.SameText
            ? Enum.GetValues<CheckDirection>()
            : [CheckDirection.OldToNew, CheckDirection.NewToOld];
        var suites = directions.Select(direction => Suite(report, direction, failing)).ToList();
        suites.Add(Security(report, failing));
        var root = new XElement(
            "testsuites",
            new XAttribute(
                "name", $"serializercompat check {report.Assembly}: {report.Old.Spec} → {report.New.Spec}"),
            Counts(suites.SelectMany(s => s.Elements("testcase"))), suites);
        var text = new StringBuilder();
        using (var writer = XmlWriter.Create(
            text, new XmlWriterSettings { Indent = true, OmitXmlDeclaration = false, Encoding = Encoding.UTF8 }))
        {
            new XDocument(root).Save(writer);
        }

        return text.ToString().Replace("encoding=\"utf-16\"", "encoding=\"utf-8\"", StringComparison.Ordinal) + "\n";
    }

    private static XElement Suite(CheckReport report, CheckDirection direction, IReadOnlySet<string> failing)
    {
        var cases = report.Results.Select(result => Case(report, result, direction, failing))
            .Concat(
                report.NotChecked.Select(n => new XElement(
                    "testcase", new XAttribute("classname", n.Type),
                    new XAttribute("name", CheckWording.DirectionShort(direction)),
                new XElement("skipped", new XAttribute("message", Xml($"not checked: {n.Reason.Split('\n')[0]}"))))))
            .OrderBy(c => (string)c.Attribute("classname")!, StringComparer.Ordinal).ToList();
        return new XElement(
            "testsuite", new XAttribute("name", Xml(CheckWording.Direction(direction, report))), Counts(cases), cases);
    }

    private static XElement Case(
        CheckReport report, TypeCheckResult result, CheckDirection direction, IReadOnlySet<string> failing)
    {
        var findings = result.Findings.Where(f => f.Direction == direction)
            .Select(f => (f.Key, f.Grade, Text: Text(report, f)))
            .Concat(
                result.ValueCauses.Where(c => c.Direction == direction)
                    .Select(c => (Key: c.KeyIn(result.Type), c.Grade, Text: $"{c.Grade.Label()}: {c.Values} of {c.Of}" +
                        $" values fail as a whole on {c.Cause}; the members carrying it: " +
                        $"{string.Join(", ", c.Members)}")))
            .Concat(
                result.ErrorGrade is { } grade
                    ? [(result.ErrorKey, grade, $"{grade.Label()}: not run: {result.Error!.Split('\n')[0]}")]
                    : Array.Empty<(string Key, Grade Grade, string Text)>())
            .ToList();
        var element = new XElement(
            "testcase", new XAttribute("classname", result.Type),
            new XAttribute("name", CheckWording.DirectionShort(direction)));
        var failed = findings.Where(f => failing.Contains(f.Key)).ToList();
        if (failed.Count > 0)
        {
            element.Add(new XElement("failure",
                new XAttribute(
                    "message",
                    Xml(
                        failed.Count == 1
                            ? failed[0].Text.Split('\n')[0]
                            : string.Create(CultureInfo.InvariantCulture, $"{failed.Count}" +
                                $" findings fail the run, worst " +
                                $"{failed.MaxBy(f => f.Grade.Severity()).Grade.Label()}"))),
                new XAttribute("type", failed.MaxBy(f => f.Grade.Severity()).Grade.Label()),
                Xml(string.Join("\n\n", failed.Select(f => f.Text)))));
        }

        if (findings.Except(failed).ToList() is { Count: > 0 } passing)
        {
            element.Add(
                new XElement(
                    "system-out",
                    Xml(
                        "Findings that do not fail the run (below --fail-on, or accepted in the baseline):\n\n" +
                        string.Join("\n\n", passing.Select(f => f.Text)))));
        }

        return element;
    }

    // The security probes: a case per side and type-name property, failed when the new side instantiates the named
    // type.
    private static XElement Security(CheckReport report, IReadOnlySet<string> failing)
    {
        var cases = report.Probes.Select(probe => new XElement(
            "testcase", new XAttribute("classname", $"security.{probe.Side}"), new XAttribute("name", probe.Property),
            failing.Contains(probe.Key)
                ? new XElement(
                    "failure",
                    new XAttribute(
                        "message",
                        Xml(
                            $"{probe.Side} instantiates {TypeNameProbes.NamedType} named by a payload's " +
                            $"{probe.Property}")), new XAttribute("type", "SECURITY"), Xml(probe.Outcome))
            : probe.Instantiated ? new XElement("system-out", Xml($"instantiates the named type (not failing: " +
                $"{probe.Side} is not the new side, or the baseline accepts it): {probe.Outcome}"))
            : null)).ToList();
        return new XElement(
            "testsuite", new XAttribute("name", "security: can a payload choose the CLR type?"), Counts(cases), cases);
    }

    private static XAttribute[] Counts(IEnumerable<XElement> cases)
    {
        var list = cases.ToList();
        return
        [
            new XAttribute("tests", list.Count),
            new XAttribute("failures", list.Count(c => c.Element("failure") is not null)),
            new XAttribute("errors", 0),
            new XAttribute("skipped", list.Count(c => c.Element("skipped") is not null)),
        ];
    }

    private static string Text(CheckReport report, CheckFinding finding) =>
        $"{finding.Grade.Label()} {CheckWording.Member(finding)}: {finding.Hits} of {finding.Values} values. " +
        $"{finding.Cause?.Text ?? finding.Example.Detail.Split('\n')[0]}"
        + $"\n  value written: {finding.Example.Value}\n  " +
            $"{CheckWording.ExampleLabels(finding.Direction, report.New.Spec).Today}: {finding.Example.ReadToday}\n  " +
            $"{CheckWording.ExampleLabels(finding.Direction, report.New.Spec).After}: {finding.Example.ReadAfter}"
        + (finding.Helping.FirstOrDefault() is { } fix
            ? $"\n  fix, re-run {CheckWording.FixResult(finding, fix)}"
            : "");

    // XML 1.0 cannot hold every character a finding may show (a lone surrogate, a control character): those are
    // written by code point, as the Markdown report does.
    private static string Xml(string text) =>
        Values.TextEscape.Map(
            text,
            c => XmlConvert.IsXmlChar(c) ? null : string.Create(CultureInfo.InvariantCulture, $"⟨U+{(int)c:X4}⟩"));
}
