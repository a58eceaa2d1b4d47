using System.IO.Compression;
using System.Reflection;
using SerializerCompat.Repository;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// The tool packed once for the tests that install it or look inside its package (<see cref="PackedToolCollection"/>),
/// from this test program's build: --no-build, because that build already built the tool in the same configuration.
/// </summary>
public sealed class PackedTool : IDisposable
{
    /// <summary>The root of the tool's files inside the package.</summary>
    public const string ToolFolder = "tools/net10.0/any/";

    private static readonly string Configuration =
        typeof(PackedTool).Assembly.GetCustomAttribute<AssemblyConfigurationAttribute>()!.Configuration;

    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-pack-");

    public PackedTool()
    {
        Feed = Path.Combine(_work.FullName, "feed");
        ToolProcess.Dotnet(
            RepoPaths.Root, "pack", Path.Combine(RepoPaths.Root, "src", "SerializerCompat.Cli"), "-c", Configuration,
            "--no-build", "--no-restore", "-o", Feed).AssertOk();
        Package = Directory.GetFiles(Feed, "*.nupkg").Single();
    }

    /// <summary>A folder that holds the package alone: a feed to install it from.</summary>
    public string Feed { get; }

    /// <summary>The .nupkg.</summary>
    public string Package { get; }

    /// <summary>Every file in the package, by its path inside it.</summary>
    public IReadOnlyList<string> Entries()
    {
        using var zip = ZipFile.OpenRead(Package);
        return [.. zip.Entries.Select(e => e.FullName)];
    }

    /// <summary>The text of one file of the package.</summary>
    public string Read(string entry)
    {
        using var zip = ZipFile.OpenRead(Package);
        using var reader = new StreamReader(
            (zip.GetEntry(entry) ?? throw new FileNotFoundException($"{entry} is not in {Package}")).Open());
        return reader.ReadToEnd();
    }

    public void Dispose() => _work.Delete(recursive: true);
}

/// <summary>The tests that share one packed tool.</summary>
[CollectionDefinition(Name)]
public sealed class PackedToolCollection : ICollectionFixture<PackedTool>
{
    public const string Name = "packed tool";
}
