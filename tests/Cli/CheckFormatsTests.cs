using System.Globalization;
using System.Net;
using System.Text.Json;
using System.Text.Json.Nodes;
using System.Text.RegularExpressions;
using System.Xml.Linq;
using Json.Schema;
using SerializerCompat.Checks;
using SerializerCompat.Repository;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// The formats CI reads, from one run on the sample written in four formats at once: SARIF valid against the SARIF
/// 2.1.0 schema with each result on its member's line of the sample's sources (read from its PDB), and JUnit whose
/// counts a parser reads back as the JSON report of the same run says they must be.
/// </summary>
public sealed class CheckFormatsTests(CheckFormatsTests.SampleRun run) : IClassFixture<CheckFormatsTests.SampleRun>
{
    [Fact]
    public void Every_format_asked_for_is_written_by_one_run()
    {
        Assert.Equal(ExitCodes.Findings, run.Exit);
        foreach (var extension in new[] { "md", "html", "json", "sarif", "junit.xml" })
        {
            Assert.Contains(
                $"Wrote {Path.Combine(run.Folder, $"check-LegacyContracts.{extension}")}", run.Output,
                StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Sarif_is_valid_against_the_sarif_2_1_0_schema()
    {
        // The OASIS schema declares draft-04, which the validator does not read; draft-07 means the same for every
        // keyword it uses (tests/Cli/Schemas/README.md). The committed file stays as OASIS publishes it.
        var schemaText = File.ReadAllText(RepoPaths.Resolve("tests/Cli/Schemas/sarif-schema-2.1.0.json"))
            .Replace(
                "http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-07/schema#",
                StringComparison.Ordinal)
            .Replace(
                "\"id\": \"https://docs.oasis-open.org/", "\"$id\": \"https://docs.oasis-open.org/",
                StringComparison.Ordinal);
        var schema = JsonSchema.FromText(schemaText, new BuildOptions { Dialect = Dialect.Draft07 });

        using var sarif = JsonDocument.Parse(run.Sarif.ToJsonString());
        var result = schema.Evaluate(
            sarif.RootElement,
            new EvaluationOptions { OutputFormat = OutputFormat.List, RequireFormatValidation = true });

        Assert.True(
            result.IsValid,
            string.Join(
                "; ",
                (result.Details ?? []).Where(d => d.Errors is { Count: > 0 })
                    .Select(d => $"{d.InstanceLocation}: {string.Join(", ", d.Errors!.Values)}")));
        // And the schema is not passing everything: a result without its message is refused.
        var broken = JsonNode.Parse(run.Sarif.ToJsonString())!;
        broken["runs"]![0]!["results"]![0]!.AsObject().Remove("message");
        using var brokenDocument = JsonDocument.Parse(broken.ToJsonString());
        Assert.False(schema.Evaluate(brokenDocument.RootElement).IsValid);
    }

    [Fact]
    public void Each_result_points_at_its_member_s_line_in_the_sample_s_sources()
    {
        var results = run.Sarif["runs"]![0]!["results"]!.AsArray().Select(r => r!).ToList();
        Assert.Equal(
            FindingCount(),
            results.Count(r => ((string?)r["partialFingerprints"]!["serializercompatKey/v1"])!.Split(' ').Length == 4));

        var id = Result("NewToOld LegacyContracts.Customer Id WRONG");
        var location = id["locations"]![0]!["physicalLocation"]!;
        Assert.Equal("samples/LegacyContracts/Customer.cs", (string?)location["artifactLocation"]!["uri"]);
        Assert.Equal("SRCROOT", (string?)location["artifactLocation"]!["uriBaseId"]);
        Assert.Equal(Line("Customer.cs", "public int Id { get; set; }"), (int)location["region"]!["startLine"]!);

        // An inherited property is written in its base type's file.
        var amount = Result("OldToNew LegacyContracts.CardPayment Amount WRONG")["locations"]![0]!["physicalLocation"]!;
        Assert.Equal("samples/LegacyContracts/PaymentMethod.cs", (string?)amount["artifactLocation"]!["uri"]);

        // Every result on a property sits on the line that declares it, in the file that declares its type.
        foreach (var result in results.Where(r => ((string?)r["partialFingerprints"]!["serializercompatKey/v1"])!
            .Split(' ') is [_, _, var member, _] && member != "$"))
        {
            var (type, member) = ((string)result["locations"]![0]!["logicalLocations"]![0]!["fullyQualifiedName"]!)
                .Split('.') switch { var parts => (parts[^2], parts[^1]) };
            var place = result["locations"]![0]!["physicalLocation"]!;
            var file = RepoPaths.Resolve((string)place["artifactLocation"]!["uri"]!);
            var line = File.ReadAllLines(file)[(int)place["region"]!["startLine"]! - 1];
            Assert.True(
                Regex.IsMatch(line, $@"\b{Regex.Escape(member)}\b")
                    || Regex.IsMatch(line, $@"\b(class|record|struct)\s+{Regex.Escape(type)}\b"),
                $"{type}.{member} placed at {file}:{place["region"]!["startLine"]}, a line that declares neither: " +
                $"{line.Trim()}");
        }
    }

    [Fact]
    public void Sarif_levels_rules_baseline_states_and_coverage()
    {
        var sarifRun = run.Sarif["runs"]![0]!;
        var rules = sarifRun["tool"]!["driver"]!["rules"]!.AsArray().Select(r => (string)r!["id"]!).ToList();
        Assert.Contains("naming", rules);
        var naming = sarifRun["tool"]!["driver"]!["rules"]!.AsArray().Single(r => (string?)r!["id"] == "naming")!;
        Assert.Contains(
            "[JsonPropertyName(\"customer_id\")] // on Customer.Id", (string?)naming["help"]!["text"],
            StringComparison.Ordinal);

        var id = Result("NewToOld LegacyContracts.Customer Id WRONG");
        Assert.Equal("error", (string?)id["level"]);
        Assert.Equal("naming", (string?)id["ruleId"]);
        Assert.Equal(rules.IndexOf("naming"), (int)id["ruleIndex"]!);
        // The baseline accepts Customer.Id in both directions: unchanged; any other finding is new.
        Assert.Equal("unchanged", (string?)id["baselineState"]);
        Assert.All(
            sarifRun["results"]!.AsArray()
                .Where(r => !((string)r!["partialFingerprints"]!["serializercompatKey/v1"]!)
                    .Contains("Customer Id", StringComparison.Ordinal)),
            r => Assert.Equal("new", (string?)r!["baselineState"]));
        // The security probe has no grade: a side that instantiates what a payload names is an error.
        Assert.All(
            sarifRun["results"]!.AsArray().Where(r => (string?)r!["ruleId"] == "type-name-handling"),
            r => Assert.Equal("error", (string?)r!["level"]));
        Assert.All(
            sarifRun["results"]!.AsArray().Where(r => (string?)r!["ruleId"] != "type-name-handling"), r => Assert.Equal(
            (string?)r!["properties"]!["grade"] switch { "WRONG" or "LOSSY" or "CRASH" or "HANG" =>
                "error", "REJECTED" => "warning", _ => "note" },
            (string?)r["level"]));

        var coverage = sarifRun["properties"]!["coverage"]!;
        Assert.Equal((int)run.Json["coverage"]!["typesChecked"]!, (int)coverage["typesChecked"]!);
        Assert.Equal("LegacyContracts.PaymentMethod", (string?)sarifRun["properties"]!["notChecked"]![0]!["type"]);
    }

    [Fact]
    public void Junit_read_back_has_a_case_per_type_and_direction_failed_skipped_as_the_report_says()
    {
        var junit = XDocument.Parse(File.ReadAllText(Path.Combine(run.Folder, "check-LegacyContracts.junit.xml")));
        var suites = junit.Root!.Elements("testsuite").ToList();
        var directions = suites.Where(s => !((string)s.Attribute("name")!)
            .StartsWith("security", StringComparison.Ordinal)).ToList();
        var checkedTypes = run.Json["coverage"]!["typesChecked"]!.GetValue<int>();
        var notChecked = run.Json["notChecked"]!.AsArray().Count;

        Assert.Equal(2, directions.Count);
        Assert.All(directions, suite =>
        {
            var cases = suite.Elements("testcase").ToList();
            Assert.Equal(checkedTypes + notChecked, cases.Count);
            Assert.Equal(cases.Count, (int)suite.Attribute("tests")!);
            Assert.Equal(notChecked, cases.Count(c => c.Element("skipped") is not null));
            Assert.Equal(cases.Count(c => c.Element("failure") is not null), (int)suite.Attribute("failures")!);
            Assert.Contains(
                "abstract: checked through its subtypes",
                (string?)cases.Single(c => c.Element("skipped") is not null).Element("skipped")!.Attribute("message"),
                StringComparison.Ordinal);
        });
        Assert.Equal(suites.Sum(s => s.Elements("testcase").Count()), (int)junit.Root.Attribute("tests")!);

        // A case fails exactly when the JSON report holds a WRONG finding the baseline does not accept for its type and
        // direction.
        var failing = run.Json["findings"]!.AsArray()
            .Where(f => (string?)f!["grade"] == "WRONG" && !(bool)f["accepted"]!)
            .Select(f => ((string)f!["type"]!, (string)f["direction"]! == "OldToNew"
                ? "stored data"
                : "rolling deploy")).ToHashSet();
        var failed = directions.SelectMany(s => s.Elements("testcase")).Where(c => c.Element("failure") is not null)
            .Select(c => ((string)c.Attribute("classname")!, (string)c.Attribute("name")!)).ToHashSet();
        Assert.Equal(failing.Order(), failed.Order());
        var orderLine = directions[0].Elements("testcase")
            .Single(c => (string?)c.Attribute("classname") == "LegacyContracts.OrderLine").Element("failure")!;
        Assert.Contains("WRONG OrderLine.", orderLine.Value, StringComparison.Ordinal);
    }

    [Fact]
    public void Check_merge_places_results_as_the_run_does_and_refuses_another_assembly()
    {
        var results = Path.Combine(run.Folder, "check-LegacyContracts.results.jsonl");
        var merged = Path.Combine(run.Folder, "merged");
        var output = new StringWriter();
        var error = new StringWriter();
        using var snapshots = new TempSnapshots();
        var environment = CliEnvironment.ForWriters(snapshots.Store, output, error) with
        {
            SourceRoot = RepoPaths.Root
        };

        Assert.Equal(
            ExitCodes.Findings,
            SerializerCompatCli.Run(
                ["check", "merge", results, "--assembly", ContractAssemblies.Sample, "--baseline", run.Baseline,
                 "--format", "sarif", "--out", merged], environment));
        Assert.Equal(
            run.Sarif.ToJsonString(),
            JsonNode.Parse(File.ReadAllText(Path.Combine(merged, "check-LegacyContracts.sarif")))!.ToJsonString());

        Assert.Equal(
            ExitCodes.Error,
            SerializerCompatCli.Run(
                ["check", "merge", results, "--assembly", ContractAssemblies.Hostile, "--format", "sarif", "--out",
                 merged], environment));
        Assert.Contains(
            "is HostileContracts, not LegacyContracts, the assembly the results files checked.", error.ToString(),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_pdb_each_result_is_placed_at_the_assembly_with_its_member_named()
    {
        // A package's DLL carries no portable PDB (and the build path its debug directory names is not here).
        var noPdb = Path.Combine(Path.GetDirectoryName(ContractAssemblies.Sample)!, "Newtonsoft.Json.dll");
        var (report, _) = CheckMerge.Combine([Path.Combine(run.Folder, "check-LegacyContracts.results.jsonl")]);

        var sarifRun = JsonNode.Parse(
            CheckReportSarif.Render(
                report!, ContractSources.Read(noPdb), RepoPaths.Root, baselineGiven: false))!["runs"]![0]!;

        Assert.StartsWith(
            "not known: no portable PDB beside Newtonsoft.Json.dll", (string?)sarifRun["properties"]!["sourceLines"],
            StringComparison.Ordinal);
        Assert.All(sarifRun["results"]!.AsArray(), r =>
        {
            var place = r!["locations"]![0]!;
            Assert.Equal(
                "samples/LegacyContracts/bin/Newtonsoft.Json.dll",
                (string?)place["physicalLocation"]!["artifactLocation"]!["uri"]);
            Assert.Null(place["physicalLocation"]!["region"]);
            Assert.StartsWith(
                "LegacyContracts.", (string?)place["logicalLocations"]![0]!["fullyQualifiedName"],
                StringComparison.Ordinal);
        });
        Assert.All(sarifRun["results"]!.AsArray(), r => Assert.Null(r!["baselineState"]));
    }

    [Fact]
    public void Markdown_html_and_json_carry_the_same_sections_in_the_same_order()
    {
        var sections = run.Json["sections"]!.AsArray().Select(s => (string)s!).ToList();
        Assert.Contains(CheckSections.Causes, sections);
        Assert.Contains(CheckSections.StoredJson, sections);
        Assert.Contains(CheckSections.ByCause, sections);
        Assert.Equal(sections, Headings(Markdown(), @"^## (.+)$"));
        Assert.Equal(sections, Headings(Html(), "<h2>([^<]+)</h2>").Select(System.Net.WebUtility.HtmlDecode));
        // The recipe comes first, then the first screen of causes, before the summary, in Markdown and HTML alike.
        Assert.Equal([CheckSections.Recipe, CheckSections.Causes], sections.Take(2));
    }

    [Fact]
    public void Markdown_html_and_json_give_the_same_counts()
    {
        var causes = run.Json["causes"]!.AsArray();
        Assert.NotEmpty(causes);
        Assert.Equal(causes.Count, Rows(Section(Markdown(), CheckSections.Causes), "| "));
        Assert.Equal(causes.Count, Rows(HtmlSection(CheckSections.Causes), "<tr><td>"));
        // The stored JSON's finding is on the first screen, marked.
        Assert.Contains(causes, c => (bool)c!["inStoredJson"]!);
        Assert.StartsWith("| **stored JSON** |", Section(Markdown(), CheckSections.Causes)
            .Split('\n').First(l => l.StartsWith("| ", StringComparison.Ordinal) && !l.StartsWith("| seen in",
                StringComparison.Ordinal)), StringComparison.Ordinal);

        // Every graded item is in exactly one cause: the rows' findings add up to the summary's.
        Assert.Equal(
            run.Json["summary"]!.AsObject().Where(g => g.Key != "SECURITY").Sum(g => (int)g.Value!),
            causes.Where(c => !(bool)c!["ofDocuments"]!).Sum(c => (int)c!["findings"]!));

        foreach (var (grade, count) in run.Json["summary"]!.AsObject().Where(g => g.Key != "SECURITY"))
        {
            Assert.Contains($"| {grade} | {count} |", Markdown(), StringComparison.Ordinal);
            Assert.Contains(
                $"<tr><td><span class=\"badge g-{grade.ToLowerInvariant()}\">{grade}</span></td><td>{count}</td></tr>",
                Html(), StringComparison.Ordinal);
        }

        var findings = FindingCount() + run.Json["failures"]!.AsArray().Count;
        Assert.Equal(findings, Rows(Section(Markdown(), CheckSections.ByMember), "| `"));
        Assert.Equal(findings, Rows(HtmlSection(CheckSections.ByMember), "<tr><td>"));

        var documents = run.Json["payloads"]!.AsArray().Count;
        Assert.True(documents > 0);
        Assert.Equal(documents, Rows(Section(Markdown(), CheckSections.StoredJson), "| `"));
        Assert.Equal(documents, Rows(HtmlSection(CheckSections.StoredJson), "<tr><td><code>"));
    }

    [Fact]
    public void Html_renders_inline_code_as_code_never_as_backticks()
    {
        var text = Regex.Replace(Regex.Replace(Html(), "<pre>.*?</pre>", "", RegexOptions.Singleline), "<[^>]+>", "");
        // A backtick between a letter and a digit is a CLR generic name's (Nullable`1), not Markdown.
        Assert.DoesNotContain(
            "`", Regex.Replace(WebUtility.HtmlDecode(text), "(?<=[A-Za-z_])`[0-9]", ""), StringComparison.Ordinal);
        Assert.Contains("<code>SystemTextJson.Web</code>", Html(), StringComparison.Ordinal);
    }

    private string Markdown() => File.ReadAllText(Path.Combine(run.Folder, "check-LegacyContracts.md"));

    private string Html() => File.ReadAllText(Path.Combine(run.Folder, "check-LegacyContracts.html"));

    private static List<string> Headings(string text, string pattern) =>
    [
        .. Regex.Matches(text, pattern, RegexOptions.Multiline).Select(m => m.Groups[1].Value.Trim())
            .Where(h => CheckSections.All.Contains(System.Net.WebUtility.HtmlDecode(h))),
    ];

    // A section's text: from its heading to the next heading of its level (a type's own section included).
    private static string Section(string markdown, string heading)
    {
        var start = markdown.IndexOf($"\n## {heading}\n", StringComparison.Ordinal);
        Assert.True(start >= 0, $"no section {heading}");
        var end = markdown.IndexOf("\n## ", start + 4, StringComparison.Ordinal);
        return end < 0 ? markdown[start..] : markdown[start..end];
    }

    private string HtmlSection(string heading)
    {
        var html = Html();
        var start = html.IndexOf($"<h2>{System.Net.WebUtility.HtmlEncode(heading)}</h2>", StringComparison.Ordinal);
        Assert.True(start >= 0, $"no section {heading}");
        var end = html.IndexOf("<h2>", start + 4, StringComparison.Ordinal);
        return end < 0 ? html[start..] : html[start..end];
    }

    // The rows of a section's first table (its header row excluded), and the rows a "N more" note counts.
    private static int Rows(string section, string rowStart)
    {
        string[] headers = ["| seen in", "| member", "| document", "|---"];
        var rows = section.Split('\n').Count(l => l.StartsWith(rowStart, StringComparison.Ordinal)
            && !headers.Any(h => l.StartsWith(h, StringComparison.Ordinal)));
        var more = Regex.Match(section, @"(\d+) more causes?");
        return rows + (more.Success ? int.Parse(more.Groups[1].Value, CultureInfo.InvariantCulture) : 0);
    }

    private int FindingCount() => run.Json["findings"]!.AsArray().Count;

    private JsonNode Result(string key) =>
        run.Sarif["runs"]![0]!["results"]!.AsArray()
            .Single(r => (string?)r!["partialFingerprints"]!["serializercompatKey/v1"] == key)!;

    private static int Line(string file, string text) =>
        Array.FindIndex(
            File.ReadAllLines(RepoPaths.Resolve($"samples/LegacyContracts/{file}")),
            l => l.Contains(text, StringComparison.Ordinal)) + 1;

    /// <summary>One check of the sample (Customer, OrderLine, CardPayment, the abstract PaymentMethod) with its stored
    /// JSON against a baseline accepting Customer.Id, in md, html, json, sarif and junit.</summary>
    public sealed class SampleRun : IDisposable
    {
        private readonly TempSnapshots _snapshots = new();
        private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-formats-");

        public SampleRun()
        {
            Folder = Path.Combine(_work.FullName, "report");
            Baseline = Path.Combine(_work.FullName, "check-baseline.json");
            var baseline = Baseline;
            File.WriteAllText(
                baseline,
                """{ "schema": "serializercompat-check-baseline/1", "accepted": [ "NewToOld LegacyContracts.Customer Id WRONG", "OldToNew LegacyContracts.Customer Id WRONG" ] }""");
            var output = new StringWriter();
            var environment = CliEnvironment.ForWriters(_snapshots.Store, output, new StringWriter()) with
            {
                SourceRoot = RepoPaths.Root
            };
            Exit = SerializerCompatCli.Run(
                ["check", "--assembly", ContractAssemblies.Sample, "--from",
                 "Newtonsoft:LegacyContracts.JsonSetup.Settings", "--to", "SystemTextJson", "--count", "10",
                    "--type", "Customer", "--type", "OrderLine", "--type", "CardPayment", "--type", "PaymentMethod",
                    "--baseline", baseline, "--payloads", RepoPaths.Resolve("samples/payloads"), "--format",
                    "md,html,json,sarif,junit", "--out", Folder],
                environment);
            Output = output.ToString();
            Sarif = File.Exists(Path.Combine(Folder, "check-LegacyContracts.sarif"))
                ? JsonNode.Parse(File.ReadAllText(Path.Combine(Folder, "check-LegacyContracts.sarif")))!
                : new JsonObject();
            Json = File.Exists(Path.Combine(Folder, "check-LegacyContracts.json"))
                ? JsonNode.Parse(File.ReadAllText(Path.Combine(Folder, "check-LegacyContracts.json")))!
                : new JsonObject();
        }

        public int Exit { get; }

        public string Baseline { get; }

        public string Output { get; }

        public string Folder { get; }

        public JsonNode Sarif { get; }

        public JsonNode Json { get; }

        public void Dispose()
        {
            _snapshots.Dispose();
            _work.Delete(recursive: true);
        }
    }
}
