using System.CommandLine;
using System.CommandLine.Invocation;
using System.Reflection;
using SerializerCompat.Evidence;
using SerializerCompat.Registry;

namespace SerializerCompat.Cli;

/// <summary>
/// <c>--version</c>: the tool's version and the evidence it reports from (the checkout's snapshots/, or the copy
/// packed into the tool: its commit and date), with the package every library's goldens were recorded with, and where
/// the notices of the third-party packages it carries are.
/// </summary>
public sealed class VersionAction(CliEnvironment environment) : SynchronousCommandLineAction
{
    /// <inheritdoc/>
    public override int Invoke(ParseResult parseResult) => environment.Guard(() =>
    {
        var version = typeof(VersionAction).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()
            ?.InformationalVersion ?? "unknown";
        var output = environment.Output;
        output.WriteLine($"serializercompat {version}");
        var store = environment.Store();
        output.WriteLine(EvidenceManifest.Of(store) is { } manifest
            ? $"Evidence: packed with the tool from commit {manifest.Commit} ({manifest.Date})" +
                $"{(manifest.UncommittedChanges ? ", with uncommitted changes to snapshots/ or fixtures/" : "")}."
            : $"Evidence: the checkout's goldens, {store.Root}.");
        output.WriteLine("Goldens recorded with:");
        foreach (var name in Serializers.Names)
        {
            output.WriteLine($"  {name}: {PackageRecord.Read(store, name) ?? "(not recorded)"}");
        }

        output.WriteLine(File.Exists(ThirdPartyNotices.FilePath)
            ? $"Third-party packages carried, with their licences: {ThirdPartyNotices.FilePath}" +
                $" (serializercompat licenses prints it)."
            : "Third-party packages: none carried; this is a build of a checkout, which loads them from the NuGet " +
                "cache.");

        return ExitCodes.Ok;
    });
}
