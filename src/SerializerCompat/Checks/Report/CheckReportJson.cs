using System.Text.Json;
using System.Text.Json.Nodes;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>The check report as JSON with a versioned schema, for CI and scripts.</summary>
public static class CheckReportJson
{
    /// <summary>The schema name and version.</summary>
    public const string Schema = "serializercompat-check/2";

    /// <summary>The document.</summary>
    public static string Render(CheckReport report)
    {
        var summary = new JsonObject();
        foreach (var grade in CheckWording.BySeverity)
        {
            summary[grade.Label()] = report.Graded.Count(g => g.Grade == grade);
        }

        summary["SECURITY"] = report.Instantiated.Count();
        var document = new JsonObject
        {
            ["schema"] = Schema,
            ["partial"] = report.Partial,
            ["notReached"] = report.NotReached,
            ["coverage"] = Coverage(report.Coverage),
            ["sections"] = new JsonArray([.. CheckSections.Of(report).Select(x => (JsonNode)x)]),
            ["recipe"] = Recipe(report),
            ["causes"] = new JsonArray([.. CauseTable.Of(report).Select(c => (JsonNode)new JsonObject
            {
                ["cause"] = c.Cause,
                ["grade"] = c.Grade.Label(),
                ["findings"] = c.Findings,
                ["members"] = new JsonArray([.. c.Members.Select(m => (JsonNode)m)]),
                ["types"] = c.Types,
                ["exampleMember"] = c.ExampleMember,
                ["oldText"] = c.OldText,
                ["newText"] = c.NewText,
                ["fix"] = c.Fix,
                ["inStoredJson"] = c.InStoredJson,
                ["ofDocuments"] = c.OfDocuments,
            })]),
            ["notExplained"] = CheckCauses.NotExplained(report).Count,
            ["shard"] = report.Shard.ToString(),
            ["assembly"] = report.Assembly,
            ["before"] = report.Before is { } before
                ? new JsonObject
                {
                    ["assembly"] = before.Assembly,
                    ["sha256"] = before.AssemblySha256,
                    ["maps"] = new JsonArray([.. before.Maps.Select(m => (JsonNode)m)]),
                }
                : null,
            ["compat"] = report.Compat.Spelled(),
            ["buildChanges"] = new JsonArray([.. report.Changes.Select(c => (JsonNode)new JsonObject
            {
                ["kind"] = c.Kind.ToString(),
                ["type"] = c.Type,
                ["member"] = c.Member,
                ["jsonName"] = c.JsonName,
                ["grade"] = c.Grade?.Label(),
                ["key"] = c.Key,
                ["text"] = c.Described,
            })]),
            ["old"] = Side(report.Old),
            ["new"] = Side(report.New),
            ["count"] = report.Count,
            ["seed"] = report.Seed,
            ["sameText"] = report.SameText,
            ["summary"] = summary,
            ["fixScope"] = report.FixScope,
            ["libraryNotes"] = new JsonArray([.. report.LibraryNotes.Select(n => (JsonNode)n)]),
            ["findings"] = new JsonArray([.. report.Findings.Select(f => (JsonNode)new JsonObject
            {
                ["key"] = f.Key,
                ["type"] = f.Type,
                ["member"] = f.Member,
                ["direction"] = f.Direction.ToString(),
                ["grade"] = f.Grade.Label(),
                ["hits"] = f.Hits,
                ["differing"] = f.Differing,
                ["values"] = f.Values,
                ["accepted"] = report.Accepted.Contains(f.Key),
                ["cause"] = f.Cause is null
                    ? null
                    : new JsonObject
                    {
                        ["kind"] = f.Cause.Kind,
                        ["text"] = f.Cause.Text,
                        ["oldName"] = f.Cause.OldName,
                        ["newName"] = f.Cause.NewName
                    },
                ["example"] = new JsonObject
                {
                    ["value"] = f.Example.Value,
                    ["oldJson"] = f.Example.OldJson,
                    ["newJson"] = f.Example.NewJson,
                    ["readToday"] = f.Example.ReadToday,
                    ["readAfter"] = f.Example.ReadAfter,
                    ["detail"] = f.Example.Detail,
                },
                ["fixes"] = new JsonArray([.. f.Fixes.Select(x => (JsonNode)new JsonObject
                {
                    ["profile"] = x.Profile,
                    ["code"] = x.Code,
                    ["differing"] = x.Differing,
                    ["grade"] = x.Grade?.Label(),
                    ["breaks"] = new JsonArray([.. x.Breaks.Select(b => (JsonNode)b)]),
                    ["leftCause"] = x.LeftCause?.Text,
                })]),
            })]),
            ["brokenBefore"] = new JsonArray([.. report.Results.Where(r => r.BrokenBefore is not null)
                .Select(r => (JsonNode)new JsonObject
            {
                ["type"] = r.Type,
                ["values"] = r.BrokenBefore!.Values,
                ["of"] = r.BrokenBefore.Of,
                ["error"] = r.BrokenBefore.Error,
                ["carriers"] = new JsonArray([.. r.BrokenBefore.Carriers.Select(c => (JsonNode)c)]),
            })]),
            ["changedBefore"] = new JsonArray([.. report.Results.SelectMany(r =>
                r.BrokenMembers.Select(m => (JsonNode)new JsonObject
            {
                ["type"] = r.Type,
                ["member"] = m.Member,
                ["grade"] = m.Grade.Label(),
                ["values"] = m.Values,
                ["of"] = m.Of,
                ["written"] = m.Example.Value,
                ["readBack"] = m.Example.ReadToday,
                ["detail"] = m.Example.Detail,
            }))]),
            ["valueCauses"] = new JsonArray([.. CheckCauses.Values(report).Select(c => (JsonNode)new JsonObject
            {
                ["cause"] = c.Cause,
                ["direction"] = c.Direction.ToString(),
                ["grade"] = c.Grade.Label(),
                ["members"] = new JsonArray([.. c.Members.Select(m => (JsonNode)m)]),
                ["values"] = c.Values,
                ["of"] = c.Of,
                ["example"] = c.Example.Value,
            })]),
            ["failures"] = new JsonArray([.. report.Failures.Select(f => (JsonNode)new JsonObject
            {
                ["key"] = f.ErrorKey,
                ["type"] = f.Type,
                ["grade"] = f.ErrorGrade!.Value.Label(),
                ["detail"] = f.Error
            })]),
            ["payloads"] = new JsonArray([.. report.Results.SelectMany(r => r.Payloads)
                .Select(p => (JsonNode)new JsonObject
            {
                ["type"] = p.Type,
                ["document"] = p.Document,
                ["oldError"] = p.OldError,
                ["newError"] = p.NewError,
                ["neitherReads"] = p.NeitherReads,
                ["differences"] = new JsonArray([.. p.Differences.Select(d => (JsonNode)new JsonObject
                {
                    ["member"] = d.Member,
                    ["grade"] = d.Grade.Label(),
                    ["detail"] = d.Detail
                })]),
            })]),
            ["typeNameProbes"] = new JsonArray([.. report.Probes.Select(p => (JsonNode)new JsonObject
            {
                ["side"] = p.Side,
                ["payload"] = p.Payload,
                ["instantiated"] = p.Instantiated,
                ["outcome"] = p.Outcome
            })]),
            ["notChecked"] = NotChecked(report),
            ["payloadsNotRead"] = new JsonArray([.. report.PayloadsNotRead.Select(n => (JsonNode)new JsonObject
            {
                ["path"] = n.Path,
                ["reason"] = n.Reason
            })]),
            ["membersNotChecked"] = new JsonArray([.. report.Results.SelectMany(r =>
                r.MembersNotChecked.Select(m => (JsonNode)new JsonObject
                {
                    ["type"] = r.Type,
                    ["member"] = m.Member,
                    ["reason"] = m.Reason
                }))]),
        };
        return document.ToJsonString(new JsonSerializerOptions { WriteIndented = true }) + "\n";
    }

    /// <summary>The types not checked, with the reasons, as JSON: what the SARIF run's properties carry too.</summary>
    internal static JsonArray NotChecked(CheckReport report) =>
        new([.. report.NotChecked.Select(n => (JsonNode)new JsonObject
        {
            ["type"] = n.Type,
            ["reason"] = n.Reason,
            ["byDesign"] = n.ByDesign
        })]);

    /// <summary>The coverage as JSON: what the SARIF run's properties carry too.</summary>
    internal static JsonObject Coverage(CheckCoverage coverage) => new()
    {
        ["line"] = coverage.Line,
        ["typesChecked"] = coverage.TypesChecked,
        ["types"] = coverage.Types,
        ["typesByDesign"] = coverage.ByDesign,
        ["typesNotReached"] = coverage.NotReached,
        ["membersChecked"] = coverage.MembersChecked,
        ["members"] = coverage.Members,
        ["percent"] = coverage.PercentCut(2),
    };

    private static JsonObject Side(ResolvedSide side) => new() { ["spec"] = side.Spec, ["package"] = side.Package };

    // Every item whole (Markdown and HTML cut long trades); null when fixes were not asked.
    private static JsonNode? Recipe(CheckReport report)
    {
        if (report.Recipe is not { } outcome)
        {
            return null;
        }

        if (outcome.Recipe is not { } recipe)
        {
            return new JsonObject { ["why"] = outcome.Why };
        }

        static JsonArray Strings(IEnumerable<string> items) => new([.. items.Select(i => (JsonNode)i)]);
        return new JsonObject
        {
            ["summary"] = RecipeWording.Summary(recipe),
            ["findingsBefore"] = recipe.FindingsBefore,
            ["findingsAfter"] = recipe.FindingsAfter,
            ["typesSearched"] = recipe.TypesSearched,
            ["changesTried"] = Strings(recipe.Changes),
            ["steps"] = new JsonArray([.. recipe.Steps.Select(s => (JsonNode)new JsonObject
            {
                ["change"] = s.Change, ["closed"] = s.Closed, ["opened"] = s.Opened, ["opens"] = Strings(s.Opens),
                ["valuesFewer"] = s.ValuesFewer, ["reveals"] = Strings(s.Reveals),
            })]),
            ["code"] = Strings(RecipeCode.Statements(new CheckSide(report.New.Spec), recipe)),
            ["helpers"] = Strings(RecipeCode.Helpers(recipe).Select(h => $"{h.Name}.cs")),
            ["nameLines"] = new JsonArray([.. recipe.NameLines.Select(l => (JsonNode)new JsonObject
            {
                ["type"] = l.Type, ["member"] = l.Member, ["oldName"] = l.OldName,
            })]),
            ["left"] = new JsonArray([.. recipe.Left.Select(l => (JsonNode)new JsonObject
            {
                ["cause"] = l.Cause, ["grade"] = l.Grade.Label(), ["findings"] = l.Findings,
                ["members"] = Strings(l.Members), ["why"] = l.Why,
            })]),
            ["notTaken"] = new JsonArray([.. recipe.NotTaken.Select(n => (JsonNode)new JsonObject
            {
                ["change"] = n.Change, ["closes"] = n.Closes, ["opens"] = n.Opens, ["opensWhat"] = Strings(n.OpensWhat),
                ["conflict"] = n.Conflict,
            })]),
            ["notSearched"] = Strings(recipe.NotSearched),
        };
    }
}
