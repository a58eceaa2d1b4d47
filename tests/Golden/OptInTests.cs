using System.Text.Json;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// A library whose licence the tool does not redistribute is opt-in (README: Licences): without the opt-in nothing of
/// it is restored and its adapter and lanes say why they are not built; with it, it runs like any other library.
/// Either way the build's own decision (<see cref="OptInPackages"/>) says which case this is.
/// </summary>
public sealed class OptInTests
{
    public static TheoryData<string> Packages => [.. OptInPackages.All.Select(p => p.Package)];

    public static TheoryData<string> OptInLanes =>
        [.. Lanes.All.Where(l => OptInPackages.All.Any(p => p.Library == l.Library)).Select(l => l.Name)];

    [Fact]
    public void Every_opt_in_names_a_library_of_the_registry()
    {
        Assert.NotEmpty(OptInPackages.All);
        Assert.All(OptInPackages.All, p => Assert.Contains(p.Library, Serializers.Names));
    }

    [Theory]
    [MemberData(nameof(Packages))]
    public void Library_runs_only_when_opted_in(string package)
    {
        var library = Serializers.Get(LibraryOf(package));

        if (OptInPackages.IsOptedIn(package))
        {
            Assert.True(library.IsBuilt, library.NotBuiltReason);
            Assert.Equal(package, library.Adapter!.Package.Id);
            return;
        }

        Assert.False(library.IsBuilt);
        Assert.StartsWith(
            $"{package} {PinnedVersions.Of(package)}: not built — opt-in: ", library.NotBuiltReason,
            StringComparison.Ordinal);
        Assert.Contains($"SerializerCompatOptIn={library.Name}", library.NotBuiltReason, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(OptInLanes))]
    public void Lane_follows_its_library(string laneName)
    {
        var lane = Lanes.Get(laneName);

        if (OptInPackages.IsOptedIn(OptInPackages.All.Single(p => p.Library == lane.Lane.Library).Package))
        {
            Assert.DoesNotContain("opt-in", lane.NotBuiltReason ?? "", StringComparison.Ordinal);
            return;
        }

        Assert.Null(lane.Loaded);
        Assert.StartsWith($"{lane.Name}: not built — opt-in: ", lane.NotBuiltReason, StringComparison.Ordinal);
    }

    // The assets files are what restore resolved for every project built here, lanes included: the package appears
    // in one exactly when the build was asked for it (then the adapter's own restore names it).
    [Theory]
    [MemberData(nameof(Packages))]
    public void Restore_resolves_the_package_only_when_opted_in(string package)
    {
        var assets = Directory.EnumerateFiles(RepoPaths.Root, "project.assets.json", SearchOption.AllDirectories)
            .ToList();
        var naming = assets.Where(file => Resolves(file, package))
            .Select(file => Path.GetRelativePath(RepoPaths.Root, file)).ToList();

        Assert.NotEmpty(assets);
        if (OptInPackages.IsOptedIn(package))
        {
            Assert.Contains(
                naming,
                file => file.Contains($"SerializerCompat.Adapters.{LibraryOf(package)}", StringComparison.Ordinal));
        }
        else
        {
            // A project restored earlier with the opt-in keeps the package until a build without it restores that
            // project again.
            Assert.True(naming.Count == 0, $"{package} was restored without the opt-in, in: " +
                $"{string.Join(", ", naming)}" +
                $" (restored with the opt-in by an earlier build? dotnet restore restores them all again)");
        }
    }

    private static string LibraryOf(string package) => OptInPackages.All.Single(p => p.Package == package).Library;

    private static bool Resolves(string assetsFile, string package)
    {
        using var document = JsonDocument.Parse(File.ReadAllText(assetsFile));
        return document.RootElement.TryGetProperty("libraries", out var libraries)
            && libraries.EnumerateObject()
                .Any(l => l.Name.StartsWith(package + "/", StringComparison.OrdinalIgnoreCase));
    }
}
