using SerializerCompat.Evidence;
using SerializerCompat.Migration;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;

namespace SerializerCompat.Golden.Tests;

/// <summary>Every row of the migration guide's table is accounted for, with evidence that exists or a reason.</summary>
public sealed class MigCoverageTests
{
    [Fact]
    public void Every_row_of_the_guide_is_mapped_once_and_only_those()
    {
        var referenced = MigrationGuide.Rows.Select(r => r.Id).ToList();

        var mapped = NewtonsoftToStjRows.All.Select(r => r.Id).ToList();

        Assert.Equal(46, referenced.Distinct().Count());
        Assert.Equal(referenced, mapped);
    }

    [Fact]
    public void Every_row_of_the_guide_states_both_sides_and_the_support()
    {
        string[] supports = ["supported", "workaround", "not supported", "described in text"];

        var incomplete = MigrationGuide.Rows.Where(r => r.Newtonsoft.Length == 0 || r.SystemTextJson.Length == 0
            || !supports.Contains(r.Support));

        Assert.Empty(incomplete);
    }

    [Fact]
    public void Every_row_names_evidence_that_exists_or_a_reason()
    {
        var problems = new List<string>();
        foreach (var row in NewtonsoftToStjRows.All)
        {
            var hasEvidence = row.Cases.Count + row.Inputs.Count + row.Mitigations.Count > 0;
            if (row.IsCovered != hasEvidence || (row.IsCovered && row.Finding.Length == 0)
                || (!row.IsCovered && row.NotCoveredReason!.Length == 0))
            {
                problems.Add(
                    $"{row.Id}: covered rows need evidence and a finding; the others a reason and no evidence");
            }

            problems.AddRange(Unknown(row.Id, "case", row.Cases, n => Catalogue.Get(n)));
            problems.AddRange(Unknown(row.Id, "input", row.Inputs, n => Catalogue.GetInput(n)));
            problems.AddRange(Unknown(row.Id, "mitigation", row.Mitigations, n => MitigationRegistry.Get(n)));
            problems.AddRange(Unknown(row.Id, "profile", row.Profiles, n => Profiles.Get(n)));
            if (row.Profiles.Count > 0 && row.Cases.Count == 0)
            {
                problems.Add(
                    $"{row.Id}: profiles are evidence through their goldens of the row's cases, and it names no case");
            }
        }

        Assert.True(problems.Count == 0, string.Join('\n', problems));
    }

    [Fact]
    public void Mitigations_of_Newtonsoft_to_SystemTextJson_are_all_named_by_some_row_or_beyond_the_table()
    {
        var named = NewtonsoftToStjRows.All.SelectMany(r => r.Mitigations)
            .Concat(NewtonsoftToStjRows.MitigationsBeyondTheTable).ToHashSet();

        var unnamed = MitigationRegistry.All.Where(m => m is { From: "Newtonsoft", To: "SystemTextJson" }
            && !named.Contains(m.Id)).Select(m => m.Id);

        Assert.Empty(unnamed);
    }

    private static IEnumerable<string> Unknown(
        string row, string kind, IEnumerable<string> names, Func<string, object> lookup)
    {
        foreach (var name in names)
        {
            string? problem = null;
            try
            {
                lookup(name);
            }
            catch (ArgumentException e)
            {
                problem = $"{row}: unknown {kind} '{name}': {e.Message}";
            }

            if (problem is not null)
            {
                yield return problem;
            }
        }
    }
}
