using SerializerCompat.Testing;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// What the tool's package carries: no file of a package it may not redistribute, even when this build opted in to it.
/// </summary>
[Collection(PackedToolCollection.Name)]
public sealed class ToolPackageTests(PackedTool packed)
{
    public static TheoryData<string> OptIns => [.. OptInPackages.All.Select(p => p.Package)];

    [Theory]
    [MemberData(nameof(OptIns))]
    public void Package_carries_nothing_of_an_opt_in_package(string package)
    {
        var entries = packed.Entries();
        var deps = packed.Read($"{PackedTool.ToolFolder}SerializerCompat.Cli.deps.json");

        Assert.DoesNotContain(entries, e => Path.GetFileName(e).StartsWith(package + ".", StringComparison.OrdinalIgnoreCase));
        Assert.DoesNotContain($"\"{package}/", deps, StringComparison.OrdinalIgnoreCase);
        if (OptInPackages.IsOptedIn(package))
        {
            // This build carries it (the tests load it), so the package left out something that was there to take.
            Assert.Contains($"\"{package}/", File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Cli.Tests.deps.json")), StringComparison.OrdinalIgnoreCase);
        }
    }
}
