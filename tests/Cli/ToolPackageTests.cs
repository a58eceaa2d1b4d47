using System.Text.RegularExpressions;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Testing;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// What the tool's package carries: no file of a package it may not redistribute, even when this build opted in to
/// it, and the notices of every third-party file it does carry, each under a licence it may redistribute.
/// </summary>
[Collection(PackedToolCollection.Name)]
public sealed partial class ToolPackageTests(PackedTool packed)
{
    public static TheoryData<string> OptIns => [.. OptInPackages.All.Select(p => p.Package)];

    [Theory]
    [MemberData(nameof(OptIns))]
    public void Package_carries_nothing_of_an_opt_in_package(string package)
    {
        var entries = packed.Entries();
        var deps = packed.Read($"{PackedTool.ToolFolder}SerializerCompat.Cli.deps.json");

        Assert.DoesNotContain(
            entries, e => Path.GetFileName(e).StartsWith(package + ".", StringComparison.OrdinalIgnoreCase));
        Assert.DoesNotContain($"\"{package}/", deps, StringComparison.OrdinalIgnoreCase);
        if (OptInPackages.IsOptedIn(package))
        {
            // This build carries it (the tests load it), so the package left out something that was there to take.
            Assert.Contains(
                $"\"{package}/",
                File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Cli.Tests.deps.json")),
                StringComparison.OrdinalIgnoreCase);
        }
    }

    [Fact]
    public void Every_third_party_file_is_in_the_notices_under_a_redistributable_licence()
    {
        var notices = packed.Read(ThirdPartyNotices.FileName);
        var rows = NoticeRow.Parse(notices);
        var carried = packed.Entries()
            .Where(e => e.StartsWith(PackedTool.ToolFolder, StringComparison.Ordinal))
            .Select(e => e[PackedTool.ToolFolder.Length..])
            .Where(IsThirdParty)
            .ToList();

        Assert.Equal(notices, packed.Read(PackedTool.ToolFolder + ThirdPartyNotices.FileName));
        Assert.NotEmpty(carried);
        Assert.All(
            carried,
            file => Assert.True(rows.Any(r => r.Files.Contains(file)), $"{file} is carried but not in the notices"));
        Assert.All(rows, row => Assert.True(row.IsRedistributable, $"{row.Package} {row.Version} is carried under '" +
            $"{row.Licence}' ({row.LicenceFrom}), not one of {string.Join(", ", NoticeRow.Redistributable)}"));
    }

    [Fact]
    public void Notices_name_what_the_tool_leaves_out()
    {
        var notices = packed.Read(ThirdPartyNotices.FileName);

        Assert.NotEmpty(OptInPackages.All);
        Assert.All(
            OptInPackages.All,
            p => Assert.Contains($"- {p.Package} {PinnedVersions.Of(p.Package)}: ", notices, StringComparison.Ordinal));
    }

    // README's Licences table names every package the tool carries with its licence, so what it tells a user is what
    // the package holds; the packages that come only with an optional library are named there too.
    [Fact]
    public void Readme_names_every_carried_package_with_its_licence()
    {
        var readme = File.ReadAllText(Path.Combine(RepoPaths.Root, "README.md"));
        var rows = NoticeRow.Parse(packed.Read(ThirdPartyNotices.FileName));
        var always = AlwaysCarried().Matches(readme).Select(m => m.Groups["package"].Value).ToList();

        Assert.All(rows, row =>
            Assert.True(
                readme.Contains($"| {row.Package} | {row.Licence} |", StringComparison.Ordinal),
                $"README's Licences table lacks | {row.Package} | {row.Licence} |"));
        Assert.NotEmpty(always);
        Assert.All(
            always,
            package => Assert.True(
                rows.Any(r => r.Package == package),
                $"README says the tool always carries {package}; its package does not"));
    }

    [GeneratedRegex(@"^\| (?<package>[^|]+) \| [^|]+ \| always: ", RegexOptions.Multiline)]
    private static partial Regex AlwaysCarried();

    // Ours: the suite's own assemblies and the files the SDK and our build write for the tool.
    private static bool IsThirdParty(string file) =>
        !file.StartsWith("evidence/", StringComparison.Ordinal)
        && !file.StartsWith("SerializerCompat", StringComparison.Ordinal)
        && file != "DotnetToolSettings.xml" && file != ThirdPartyNotices.FileName;
}
