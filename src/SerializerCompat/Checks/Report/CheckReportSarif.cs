using System.Text.Json;
using System.Text.Json.Nodes;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The check report as SARIF 2.1.0, the format code scanning reads: one rule per cause (<see cref="CheckSarifRules"/>),
/// one result per finding at the member's source line, its level from the grade, its baseline state when a baseline
/// was given, and the run's coverage in the run's properties (a result is a finding; coverage is not one). A member
/// the recipe gives a <c>[JsonPropertyName]</c> line carries it as a SARIF fix: the insertions
/// <see cref="RecipeDiff"/> writes into name-lines.diff, so a code-scanning UI can offer them.
/// </summary>
public static class CheckReportSarif
{
    /// <summary>The base id source paths are relative to: the folder the check ran in, the checkout's root in
    /// CI.</summary>
    public const string SourceRootId = "SRCROOT";

    /// <summary>
    /// The document. <paramref name="sources"/> places members on their lines (null: every result at the assembly
    /// file), <paramref name="sourceRoot"/> is the folder paths are written relative to, and
    /// <paramref name="baselineGiven"/> marks each result new or unchanged against the report's accepted keys.
    /// </summary>
    public static string Render(CheckReport report, ContractSources? sources, string sourceRoot, bool baselineGiven)
    {
        var places = new Places(report, sources, Path.GetFullPath(sourceRoot));
        var nameLines = NameLineFixes(report, sources, places);
        var results = new List<(string Rule, JsonObject Result)>();
        foreach (var finding in report.Findings)
        {
            var result = Result(
                finding.Key, finding.Grade, Message(report, finding), [places.Member(finding.Type, finding.Member)],
                new JsonObject
                {
                    ["grade"] = finding.Grade.Label(),
                    ["direction"] = finding.Direction.ToString(),
                    ["hits"] = finding.Hits,
                    ["differing"] = finding.Differing,
                    ["values"] = finding.Values,
                    ["fixes"] = new JsonArray([.. finding.Helping.Select(f => (JsonNode)new JsonObject
                    {
                        ["profile"] = f.Profile,
                        ["code"] = f.Code,
                        ["differing"] = f.Differing
                    })]),
                });
            if (finding.Cause?.Kind == FindingCause.NamingKind && nameLines(finding.Type, finding.Member) is { } fix)
            {
                result["fixes"] = new JsonArray(fix);
            }

            results.Add((CheckSarifRules.Of(finding), result));
        }

        foreach (var result in report.Results)
        {
            results.AddRange(result.ValueCauses.Select(cause => (CheckSarifRules.Of(cause.Grade), Result(
                cause.KeyIn(result.Type), cause.Grade,
                $"{cause.Grade.Label()} {CheckWording.ShortName(result.Type)}, " +
                $"{CheckWording.Direction(cause.Direction, report)}: {cause.Values} of {cause.Of}" +
                $" values fail as a whole on {cause.Cause}; the members carrying it: " +
                $"{string.Join(", ", cause.Members)}.",
                [.. cause.Members.Select(m => places.Member(result.Type, m))],
                new JsonObject { ["grade"] = cause.Grade.Label(), ["direction"] = cause.Direction.ToString() }))));
        }

        // A removal is annotated where the type still stands in the after build (the assembly, for a type removed); an
        // addition at its member. Only a removed type is graded; the rest are notes.
        results.AddRange(report.Changes.Select(change => (CheckSarifRules.BuildChanged, Result(
            change.Key, change.Grade ?? Grade.Equivalent, change.Described,
            [change is { Kind: BuildChangeKind.MemberAdded, Member: { } added }
                ? places.Member(change.Type, added)
                : places.Type(change.Type)],
            new JsonObject { ["kind"] = change.Kind.ToString(), ["jsonName"] = change.JsonName }))));
        results.AddRange(report.Failures.Select(failure => (CheckSarifRules.Of(failure.ErrorGrade!.Value), Result(
            failure.ErrorKey, failure.ErrorGrade!.Value,
            $"{failure.ErrorGrade!.Value.Label()} {failure.Type}: not run: {failure.Error!.Split('\n')[0]}",
            [places.Type(failure.Type)], new JsonObject { ["grade"] = failure.ErrorGrade!.Value.Label() }))));
        results.AddRange(report.Instantiated.Select(probe => (CheckSarifRules.TypeNameHandling, Result(
            probe.Key, Grade.Wrong, $"{probe.Side} instantiates {TypeNameProbes.NamedType}, named by a payload's " +
                $"{probe.Property}: {probe.Outcome}",
            [places.Setting(probe.Side)], new JsonObject()))));

        var ruleIds = results.Select(r => r.Rule).Distinct().Order(StringComparer.Ordinal).ToList();
        var namingCode = CheckCauses.NamingCode(report);
        var rules = ruleIds.Select(id => CheckSarifRules.Describe(id, namingCode, report.Findings))
            .Select(rule => (JsonNode)new JsonObject
        {
            ["id"] = rule.Id,
            ["name"] = rule.Name,
            ["shortDescription"] = new JsonObject { ["text"] = rule.Name },
            ["fullDescription"] = new JsonObject { ["text"] = rule.Help },
            ["help"] = new JsonObject { ["text"] = rule.Help },
        });
        foreach (var (rule, result) in results)
        {
            result["ruleId"] = rule;
            result["ruleIndex"] = ruleIds.IndexOf(rule);
            if (baselineGiven)
            {
                result["baselineState"] = report.Accepted.Contains(
                    (string)result["partialFingerprints"]!["serializercompatKey/v1"]!) ? "unchanged" : "new";
            }
        }

        var run = new JsonObject
        {
            ["tool"] = new JsonObject
            {
                ["driver"] = new JsonObject { ["name"] = "serializercompat", ["rules"] = new JsonArray([.. rules]) }
            },
            ["originalUriBaseIds"] = new JsonObject
            {
                [SourceRootId] = new JsonObject
                {
                    ["uri"] = new Uri(places.Root + Path.DirectorySeparatorChar).AbsoluteUri
                }
            },
            ["results"] = new JsonArray([.. results.Select(r => (JsonNode)r.Result)]),
            ["properties"] = new JsonObject
            {
                ["assembly"] = report.Assembly,
                ["old"] = report.Old.Spec,
                ["new"] = report.New.Spec,
                ["count"] = report.Count,
                ["seed"] = report.Seed,
                ["partial"] = report.Partial,
                ["coverage"] = CheckReportJson.Coverage(report.Coverage),
                ["notChecked"] = CheckReportJson.NotChecked(report),
                ["sourceLines"] = sources?.PdbProblem is { } problem
                    ? $"not known: {problem}; results are placed at the assembly"
                    : sources is null
                        ? "not known: no assembly given; results are placed at the assembly"
                        : "from the assembly's portable PDB",
            },
        };
        var document = new JsonObject
        {
            ["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json",
            ["version"] = "2.1.0",
            ["runs"] = new JsonArray(run),
        };
        return document.ToJsonString(new JsonSerializerOptions { WriteIndented = true }) + "\n";
    }

    // The recipe's name line of a member as a SARIF fix (null when it has none, or its source file is not known): the
    // attribute, and the using its file lacks, inserted at the start of their lines of the file as it is.
    private static Func<string, string, JsonObject?> NameLineFixes(
        CheckReport report, ContractSources? sources, Places places)
    {
        if (report.Recipe?.Recipe is not { NameLines.Count: > 0 } recipe || sources is null)
        {
            return (_, _) => null;
        }

        var (edits, _) = RecipeDiff.Edits(recipe.NameLines, sources);
        var byMember = edits
            .SelectMany(e => e.Inserts.Where(i => i.For is not null).Select(i => (Edit: e, Insert: i)))
            .ToDictionary(x => (x.Insert.For!.Type, x.Insert.For.Member));
        return (type, member) => byMember.TryGetValue((type, member), out var at)
            ? new JsonObject
            {
                ["description"] = new JsonObject
                {
                    ["text"] =
                        OldNamesApplied.Line($"{CheckWording.ShortName(type)}.{member}", at.Insert.For!.OldName) +
                        ": the recipe's name line (check --recipe-out writes every line as name-lines.diff)",
                },
                ["artifactChanges"] = new JsonArray(new JsonObject
                {
                    ["artifactLocation"] = places.File(at.Edit.Path),
                    ["replacements"] = new JsonArray(
                        [.. at.Edit.Inserts.Where(i => i == at.Insert || i.For is null).Select(Insertion)]),
                }),
            }
            : null;
    }

    // Text put in at the start of a line: an empty region there, replaced by the text.
    private static JsonNode Insertion(RecipeInsert insert) => new JsonObject
    {
        ["deletedRegion"] = new JsonObject
        {
            ["startLine"] = insert.Line, ["startColumn"] = 1, ["endLine"] = insert.Line, ["endColumn"] = 1,
        },
        ["insertedContent"] = new JsonObject { ["text"] = insert.Text },
    };

    private static JsonObject Result(
        string key, Grade grade, string message, IReadOnlyList<JsonObject> locations, JsonObject properties) => new()
    {
        ["level"] = CheckSarifRules.Level(grade),
        ["message"] = new JsonObject { ["text"] = message },
        ["locations"] = new JsonArray([.. locations]),
        // Code scanning matches a result across runs by its fingerprint: the baseline key is the finding's identity.
        ["partialFingerprints"] = new JsonObject { ["serializercompatKey/v1"] = key },
        ["properties"] = properties,
    };

    // The finding as a line in a pull request: what, where, how often, why, and the code of the best proven fix.
    private static string Message(CheckReport report, CheckFinding finding) =>
        $"{finding.Grade.Label()} {CheckWording.Member(finding)}, {CheckWording.Direction(finding.Direction, report)}" +
        $": {finding.Hits} of {finding.Values} values. "
        + (finding.Cause?.Text ?? finding.Example.Detail.Split('\n')[0])
        + (finding.Helping.FirstOrDefault() is { } fix
            ? $"\nFix, re-run {CheckWording.FixResult(finding, fix)}:\n" +
                $"{fix.Code ?? "(no code recorded for this profile)"}"
            : "")
        + (CheckWording.NoFix(finding) is { } none ? $"\n{none}" : "");

    // Turns the report's names into SARIF locations: a source line where the PDB knows one, else the assembly file.
    private sealed record Places(CheckReport Report, ContractSources? Sources, string Root)
    {
        public JsonObject Member(string type, string member) =>
            Location(
                member == MemberVerdicts.Whole ? Sources?.Type(type) : Sources?.Member(type, member),
                member == MemberVerdicts.Whole ? type : $"{type}.{member}",
                member == MemberVerdicts.Whole ? "type" : "member");

        public JsonObject Type(string type) => Location(Sources?.Type(type), type, "type");

        public JsonObject File(string path) => Artifact(path);

        // A side naming the team's settings (Library:Namespace.Type.Member[, Assembly]) is placed on that member.
        public JsonObject Setting(string side) =>
            side.IndexOf(':') is > 0 and var colon && side[(colon + 1)..].Split(',')[0].Trim() is var member
                && member.LastIndexOf('.') is > 0 and var dot
                ? Location(Sources?.Member(member[..dot], member[(dot + 1)..]), member, "member")
                : Location(null, side, "member");

        private JsonObject Location(SourceLine? line, string logical, string kind)
        {
            var physical = line is null
                ? new JsonObject { ["artifactLocation"] = Artifact(Sources?.AssemblyPath ?? $"{Report.Assembly}.dll") }
                : new JsonObject
                {
                    ["artifactLocation"] = Artifact(line.Path),
                    ["region"] = new JsonObject { ["startLine"] = line.Line }
                };
            return new JsonObject
            {
                ["physicalLocation"] = physical,
                ["logicalLocations"] = new JsonArray(new JsonObject
                {
                    ["fullyQualifiedName"] = logical,
                    ["kind"] = kind
                }),
            };
        }

        // Relative to the source root where the file is under it (and a deterministic build's /_/ paths always), so
        // code scanning finds it in the checkout; otherwise the absolute file URI.
        private JsonObject Artifact(string path)
        {
            if (path.StartsWith("/_/", StringComparison.Ordinal))
            {
                return Relative(path[3..]);
            }

            if (!Path.IsPathRooted(path))
            {
                return new JsonObject { ["uri"] = path.Replace('\\', '/') };
            }

            var relative = Path.GetRelativePath(Root, path);
            return relative.StartsWith("..", StringComparison.Ordinal) || Path.IsPathRooted(relative)
                ? new JsonObject { ["uri"] = new Uri(path).AbsoluteUri }
                : Relative(relative);
        }

        private static JsonObject Relative(string path) => new()
        {
            ["uri"] = string.Join('/', path.Replace('\\', '/').Split('/').Select(Uri.EscapeDataString)),
            ["uriBaseId"] = SourceRootId,
        };
    }
}
