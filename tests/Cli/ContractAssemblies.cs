using SerializerCompat.Repository;

namespace SerializerCompat.Cli.Tests;

/// <summary>The team assemblies the check tests run: each built by the solution into a fixed folder.</summary>
internal static class ContractAssemblies
{
    /// <summary>The Newtonsoft-era sample contracts (README's `check` example).</summary>
    public static readonly string Sample = RepoPaths.Resolve("samples/LegacyContracts/bin/LegacyContracts.dll");

    /// <summary>The same sources built for .NET 8, as the service ships before its runtime upgrade.</summary>
    public static readonly string SampleForNet8 = RepoPaths.Resolve(
        "samples/LegacyContracts.Net8/bin/LegacyContracts.dll");

    /// <summary>The sample contracts migrated to System.Text.Json by applying the report, one slip left in.</summary>
    public static readonly string Migrated = RepoPaths.Resolve("samples/MigratedContracts/bin/LegacyContracts.dll");

    /// <summary>The member shapes of large SDK contract assemblies (raw JSON, wrappers, interfaces, framework
    /// types).</summary>
    public static readonly string SdkShapes = RepoPaths.Resolve("tests/SdkShapes/bin/SdkShapes.dll");

    /// <summary>A small contracts project written the way teams write them today (initializers, [JsonProperty] names,
    /// an enum by name), with the shapes whose findings need the right cause.</summary>
    public static readonly string Team = RepoPaths.Resolve("tests/TeamContracts/bin/TeamContracts.dll");

    /// <summary>A small contracts assembly as a team ships it today, and (<see cref="BuildsAfter"/>) as it ships it
    /// next: the two builds of a check with --before.</summary>
    public static readonly string BuildsBefore =
        RepoPaths.Resolve("tests/BuildContracts/Before/bin/BuildContracts.dll");

    /// <summary>The after build of <see cref="BuildsBefore"/>.</summary>
    public static readonly string BuildsAfter = RepoPaths.Resolve("tests/BuildContracts/After/bin/BuildContracts.dll");

    /// <summary>Types that attack the process that runs them.</summary>
    public static readonly string Hostile = RepoPaths.Resolve("tests/HostileContracts/bin/HostileContracts.dll");
}
