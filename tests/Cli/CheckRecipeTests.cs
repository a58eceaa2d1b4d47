using System.Diagnostics;
using System.Text.Json.Nodes;
using System.Text.RegularExpressions;
using SerializerCompat.Adapters;
using SerializerCompat.Checks;
using SerializerCompat.Repository;
using SerializerCompat.Testing;
using SerializerCompat.Tests;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// check's recipe (issue #52): the proven changes searched together on the whole contract, the trades it makes, and its
/// code as files a team's project compiles without this repository.
/// </summary>
public sealed class CheckRecipeTests : IDisposable
{
    private const string OldSettings = "Newtonsoft:LegacyContracts.JsonSetup.Settings";

    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-recipe-");

    // One run serves the tests that read it: the report is a pure result of the assembly, the sides, count and seed.
    private static readonly Lazy<SampleReport> Sample = new(RunSample);

    [Fact]
    public void The_recipe_closes_more_than_any_one_change_and_says_what_is_left()
    {
        var recipe = Sample.Value.Json["recipe"]!.AsObject();
        var steps = recipe["steps"]!.AsArray();
        var before = (int)recipe["findingsBefore"]!;
        var after = (int)recipe["findingsAfter"]!;

        Assert.True(steps.Count >= 2, $"one change is not a recipe: {recipe.ToJsonString()}");
        Assert.True(after < before, $"the recipe closes nothing: {before} → {after}");
        // Every step closed more than it opened, and the first closed at least as many as any later one could alone.
        Assert.All(steps, s => Assert.True((int)s!["closed"]! > (int)s["opened"]!, s.ToJsonString()));
        // What is left is said by cause, each with why no shipped change closes it.
        Assert.All(recipe["left"]!.AsArray(), l => Assert.False(string.IsNullOrWhiteSpace((string?)l!["why"])));
        Assert.Equal(after, recipe["left"]!.AsArray().Sum(l => (int)l!["findings"]!));
    }

    [Fact]
    public void The_recipe_is_the_report_s_first_section_in_every_format()
    {
        var markdown = Sample.Value.Markdown;
        var first = Regex.Match(markdown, "^## (.+)$", RegexOptions.Multiline).Groups[1].Value;

        Assert.Equal(CheckSections.Recipe, first);
        Assert.Equal(CheckSections.Recipe, (string?)Sample.Value.Json["sections"]![0]);
        Assert.Contains("### Changes, in the order taken", markdown, StringComparison.Ordinal);
        Assert.Contains("var options = new JsonSerializerOptions();", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_change_that_closes_some_findings_but_opens_as_many_is_listed_as_a_trade_not_taken()
    {
        // Two changes: one closes the names and opens nothing; the other closes one member but renames three others.
        static TypeCheckResult Result(params string[] members) => new(
            "Team.Order",
            [.. members.Select(m => new CheckFinding(
                "Team.Order", m, CheckDirection.OldToNew, Grade.Wrong, 10, 10, 10, CheckExample.Omitted))],
            [], null);
        var search = new RecipeSearch(
            (types, taken, candidates) => Task.FromResult<IReadOnlyList<RecipeTrial>>(
            [
                new RecipeTrial(
                    "Team.Order",
                    new RecipeTrialAnswer(
                        taken.Count == 0 ? Result("Amount", "Id") : Result("Amount"),
                        [.. candidates.Select(c => new FixRun(c, c switch
                        {
                            "Lines" => Result("Amount"),
                            _ => taken.Count == 0 ? Result("Id", "Email", "Iban") : Result("Id", "Email", "Iban"),
                        }))],
                        new Dictionary<string, string>()),
                    null),
            ]),
            _ => new Composition(null, [], null));

        var recipe = await search.SearchAsync(["Team.Order"], ["Lines", "SnakeCase"]);

        Assert.Equal(["Lines"], recipe.Steps.Select(s => s.Change));
        var trade = Assert.Single(recipe.NotTaken);
        Assert.Equal(("SnakeCase", 1, 3), (trade.Change, trade.Closes, trade.Opens));
        Assert.Contains(
            "`SnakeCase`: would close 1 but opens 3: `Order.Id` (stored data) now differs (WRONG, 10 of 10)",
            string.Join('\n', RecipeWording.NotTaken(recipe)), StringComparison.Ordinal);
        var left = Assert.Single(recipe.Left);
        Assert.Contains("closed only by `SnakeCase`", left.Why, StringComparison.Ordinal);
    }

    // Issue #52, item 6: code-scanning UIs offer a result's fixes; each name line is one, inserting what the diff adds.
    [Fact]
    public void Sarif_carries_each_name_line_as_a_fix_inserting_the_diff_s_attribute_above_its_member()
    {
        var results = Sample.Value.Sarif["runs"]![0]!["results"]!.AsArray().Where(r => r!["fixes"] is not null)
            .Select(r => r!).ToList();
        var lines = Sample.Value.Json["recipe"]!["nameLines"]!.AsArray()
            .Select(l => $"{(string)l!["type"]!}.{(string)l["member"]!}").ToHashSet(StringComparer.Ordinal);
        var added = Sample.Value.Files[RecipeDiff.FileName].Split('\n')
            .Where(l => l.StartsWith('+') && !l.StartsWith("+++", StringComparison.Ordinal)).Select(l => l[1..])
            .ToHashSet(StringComparer.Ordinal);

        Assert.NotEmpty(lines);
        Assert.Equal(
            lines, results.Select(r => (string)r["locations"]![0]!["logicalLocations"]![0]!["fullyQualifiedName"]!)
                .ToHashSet(StringComparer.Ordinal));
        foreach (var result in results)
        {
            var change = result["fixes"]![0]!["artifactChanges"]![0]!;
            var member = (int)result["locations"]![0]!["physicalLocation"]!["region"]!["startLine"]!;
            Assert.Equal(
                (string?)result["locations"]![0]!["physicalLocation"]!["artifactLocation"]!["uri"],
                (string?)change["artifactLocation"]!["uri"]);
            var source = File.ReadAllLines(RepoPaths.Resolve((string)change["artifactLocation"]!["uri"]!));
            foreach (var replacement in change["replacements"]!.AsArray().Select(r => r!))
            {
                var region = replacement["deletedRegion"]!;
                Assert.Equal((int)region["startLine"]!, (int)region["endLine"]!);
                Assert.Equal((int)region["startColumn"]!, (int)region["endColumn"]!);
                var text = ((string)replacement["insertedContent"]!["text"]!).TrimEnd('\n');
                Assert.Contains(text, added);
                if (text.Contains("JsonPropertyName", StringComparison.Ordinal))
                {
                    // Above the member: between the insertion and its declaration only its own attribute lines.
                    var at = (int)region["startLine"]!;
                    Assert.True(at <= member, $"{text} goes in at line {at}, below its member's line {member}");
                    Assert.All(source[(at - 1)..(member - 1)], l => Assert.StartsWith("[", l.Trim()));
                }
            }
        }
    }

    [Fact]
    public void Two_profiles_that_set_one_setting_differently_do_not_compose()
    {
        var composition = RecipeChanges.Compose("SystemTextJson", ["SystemTextJson.SnakeCase", "SystemTextJson.Web"]);

        Assert.Null(composition.Side);
        Assert.Equal(
            "SystemTextJson.Web sets PropertyNamingPolicy to JsonNamingPolicy.CamelCase, which " +
            "SystemTextJson.SnakeCase sets to JsonNamingPolicy.SnakeCaseLower", composition.Conflict);
    }

    [Fact]
    public void Flags_compose_as_their_union_and_every_converter_and_modifier_is_kept()
    {
        var composition = RecipeChanges.Compose(
            "SystemTextJson", ["SystemTextJson.Web", "SystemTextJson.LikeNewtonsoft"]);

        Assert.Null(composition.Conflict);
        var options = ((SystemTextJsonOptionsAdapter)composition.Side!).Options;
        Assert.Equal(
            System.Text.Json.Serialization.JsonNumberHandling.AllowReadingFromString
            | System.Text.Json.Serialization.JsonNumberHandling.AllowNamedFloatingPointLiterals,
            options.NumberHandling);
        Assert.Contains(
            composition.Settings, s => s.Code == "options.Converters.Add(new EnumNameOrNumberConverter());");
        Assert.Contains(composition.Settings, s => s.Code.EndsWith(
            ".WithAddedModifier(DataContractModifier.Apply);", StringComparison.Ordinal));
    }

    [Fact]
    public void Every_file_the_recipe_writes_carries_the_project_s_licence()
    {
        Assert.Equal(
            File.ReadAllText(RepoPaths.Resolve("LICENSE")).ReplaceLineEndings("\n").TrimEnd(),
            RecipeCode.Licence.ReplaceLineEndings("\n").TrimEnd());
        var code = Sample.Value.Files.Where(f => f.Key.EndsWith(".cs", StringComparison.Ordinal)).ToList();
        Assert.Equal(1 + Sample.Value.Json["recipe"]!["helpers"]!.AsArray().Count, code.Count);
        Assert.All(code.Select(f => f.Value), text => Assert.Contains(
            "Permission is hereby granted, free of charge", text, StringComparison.Ordinal));
    }

    [Fact]
    public void The_recipe_applied_to_a_copy_of_the_sample_compiles_alone_and_leaves_no_more_than_it_said()
    {
        // The team's repository as it is: the sample's sources where the diff names them, its one package, none of this
        // repository's build files.
        var root = Directory.CreateDirectory(Path.Combine(_work.FullName, "team"));
        var project = Directory.CreateDirectory(Path.Combine(root.FullName, "samples", "LegacyContracts"));
        foreach (var source in Directory.GetFiles(RepoPaths.Resolve("samples/LegacyContracts"), "*.cs"))
        {
            File.Copy(source, Path.Combine(project.FullName, Path.GetFileName(source)));
        }

        foreach (var (name, text) in Sample.Value.Files)
        {
            var folder = name.EndsWith(".cs", StringComparison.Ordinal) ? project : root;
            File.WriteAllText(Path.Combine(folder.FullName, name), text);
        }

        var newtonsoft = Regex.Match(
            File.ReadAllText(RepoPaths.Resolve("Directory.Packages.props")),
            "Include=\"Newtonsoft.Json\" Version=\"([^\"]+)\"").Groups[1].Value;
        // The sample's own assembly name, so the copy is the sample's next build; its package beside it, as deployed.
        File.WriteAllText(Path.Combine(project.FullName, "LegacyContracts.csproj"), $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFramework>net10.0</TargetFramework>
                <Nullable>enable</Nullable>
                <ImplicitUsings>enable</ImplicitUsings>
                <CopyLocalLockFileAssemblies>true</CopyLocalLockFileAssemblies>
                <OutputPath>bin/</OutputPath>
                <AppendTargetFrameworkToOutputPath>false</AppendTargetFrameworkToOutputPath>
              </PropertyGroup>
              <ItemGroup>
                <PackageReference Include="Newtonsoft.Json" Version="{newtonsoft}" />
              </ItemGroup>
            </Project>
            """);

        int Attributes() => Directory.GetFiles(project.FullName, "*.cs").Sum(f => Regex.Matches(
            File.ReadAllText(f), @"^\s*\[(System\.Text\.Json\.Serialization\.)?JsonPropertyName\(",
            RegexOptions.Multiline).Count);
        var before = Attributes();
        var check = Run(root.FullName, "git", "apply", "--check", RecipeDiff.FileName);
        Assert.True(check.Exit == 0, $"git apply --check refuses the diff:\n{check.Output}");
        Assert.Equal(0, Run(root.FullName, "git", "apply", RecipeDiff.FileName).Exit);
        Assert.Equal(Sample.Value.Json["recipe"]!["nameLines"]!.AsArray().Count, Attributes() - before);

        var (exit, output) = Run(
            project.FullName, "dotnet", "build", "-nologo", "-v:q", "-p:TreatWarningsAsErrors=false");

        Assert.True(exit == 0, $"the recipe does not compile in the team's project:\n{output}");
        Assert.Matches(@"\b0 Warning\(s\)", output);

        // The proof (issue #52, item 3): the built copy checked against the sample as two builds, the new side the
        // recipe's own options, leaves no finding the recipe did not list as left, and every cause it left.
        var proof = Proof(Path.Combine(project.FullName, "bin", "LegacyContracts.dll"));
        var recipe = Sample.Value.Json["recipe"]!;
        var said = recipe["left"]!.AsArray().SelectMany(l => l!["members"]!.AsArray().Select(m => (string)m!))
            .ToHashSet(StringComparer.Ordinal);
        var left = proof["findings"]!.AsArray().Select(f => Member(f!)).ToHashSet(StringComparer.Ordinal);
        TestContext.Current.TestOutputHelper?.WriteLine(
            $"recipe: {(int)recipe["findingsAfter"]!} findings left on {said.Count} members; applied and built: " +
            $"{proof["findings"]!.AsArray().Count} on {left.Count} ({string.Join(", ", left.Order())}); listed by " +
            $"the recipe, not left: {string.Join(", ", said.Except(left).Order())}");
        Assert.Empty(left.Except(said));
        Assert.True(
            proof["findings"]!.AsArray().Count <= (int)recipe["findingsAfter"]!,
            $"the applied recipe leaves more findings than it said: {proof.ToJsonString()}");
        Assert.Empty(proof["brokenBefore"]!.AsArray());
    }

    // A finding as the recipe's left names it: Type.Member, or the type alone when its values fail as a whole.
    private static string Member(JsonNode finding)
    {
        var type = ((string)finding["type"]!).Split('.')[^1];
        return (string)finding["member"]! == MemberVerdicts.Whole ? type : $"{type}.{(string)finding["member"]!}";
    }

    private static JsonObject Proof(string applied)
    {
        using var snapshots = new TempSnapshots();
        var folder = Directory.CreateTempSubdirectory("serializercompat-recipe-proof-");
        try
        {
            var error = new StringWriter();
            var exit = SerializerCompatCli.Run(
                ["check", "--before", ContractAssemblies.Sample, "--assembly", applied, "--from", OldSettings, "--to",
                 "SystemTextJson:SerializerCompatRecipe.RecipeOptions.Create", "--format", "json", "--out",
                 folder.FullName, "--no-fixes"],
                CliEnvironment.ForWriters(snapshots.Store, new StringWriter(), error));
            Assert.True(exit is ExitCodes.Findings or ExitCodes.Ok, error.ToString());
            return JsonNode.Parse(File.ReadAllText(Path.Combine(folder.FullName, "check-LegacyContracts.json")))!
                .AsObject();
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }

    private static SampleReport RunSample()
    {
        using var snapshots = new TempSnapshots();
        var folder = Directory.CreateTempSubdirectory("serializercompat-recipe-sample-");
        try
        {
            var error = new StringWriter();
            var exit = SerializerCompatCli.Run(
                ["check", "--assembly", ContractAssemblies.Sample, "--from", OldSettings, "--to", "SystemTextJson",
                 "--format", "md,json,sarif", "--out", folder.FullName, "--recipe-out",
                 Path.Combine(folder.FullName, "recipe")],
                CliEnvironment.ForWriters(snapshots.Store, new StringWriter(), error) with
                {
                    SourceRoot = RepoPaths.Root,
                });
            Assert.True(exit == ExitCodes.Findings, error.ToString());
            var json = JsonNode.Parse(File.ReadAllText(Path.Combine(folder.FullName, "check-LegacyContracts.json")))!;
            var markdown = File.ReadAllText(Path.Combine(folder.FullName, "check-LegacyContracts.md"));
            var sarif = JsonNode.Parse(File.ReadAllText(Path.Combine(folder.FullName, "check-LegacyContracts.sarif")))!;
            var files = Directory.GetFiles(Path.Combine(folder.FullName, "recipe"))
                .ToDictionary(f => Path.GetFileName(f), File.ReadAllText);
            return new SampleReport(json.AsObject(), markdown, sarif, files);
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }

    private static (int Exit, string Output) Run(string folder, string program, params string[] arguments)
    {
        var start = new ProcessStartInfo(program) { WorkingDirectory = folder, RedirectStandardOutput = true };
        start.RedirectStandardError = true;
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return (process.ExitCode, output.Result + error.Result);
    }

    public void Dispose()
    {
        _work.Delete(recursive: true);
    }

    private sealed record SampleReport(
        JsonObject Json, string Markdown, JsonNode Sarif, IReadOnlyDictionary<string, string> Files);
}
