using System.Globalization;
using FsCheck;
using FsCheck.Fluent;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// How many values each property tries and with which seed: 100 values from <see cref="Replays.Fixed"/> by default
/// (CI is deterministic and the stability goldens are byte-identical run to run); for exploration
/// <c>SERIALIZERCOMPAT_PROPERTY_SEED=random</c> (or a replay seed <c>seed,gamma</c> that FsCheck printed) and
/// <c>SERIALIZERCOMPAT_PROPERTY_COUNT=1000</c>.
/// </summary>
public static class PropertyRuns
{
    /// <summary>The variable that selects the seed: unset (the fixed one), <c>random</c>, or
    /// <c>seed,gamma</c>.</summary>
    public const string SeedVariable = "SERIALIZERCOMPAT_PROPERTY_SEED";

    /// <summary>The variable that sets how many values each property tries.</summary>
    public const string CountVariable = "SERIALIZERCOMPAT_PROPERTY_COUNT";

    /// <summary>Values per property in the default, deterministic run.</summary>
    public const int DefaultCount = 100;

    /// <summary>Values per property in this run.</summary>
    public static int Count { get; } =
        Environment.GetEnvironmentVariable(CountVariable) is { Length: > 0 } count
            ? int.Parse(count, CultureInfo.InvariantCulture)
            : DefaultCount;

    /// <summary>
    /// The fewest values a property must grade (a tenth of <see cref="Count"/>, at least one) to pass: a property
    /// that graded fewer has tested too little to vouch for its claim, and fails. The writers of the catalogue write
    /// JSON for 77 or more of 100 values of every topic (snapshots/stability), so a tenth leaves them room.
    /// </summary>
    public static int MinimumGraded => Math.Max(1, Count / 10);

    private static string? Seed { get; } = Environment.GetEnvironmentVariable(SeedVariable) is { Length: > 0 } seed
        ? seed
        : null;

    /// <summary>True when this run is the default one whose outcomes goldens record.</summary>
    public static bool IsDefault => Seed is null && Count == DefaultCount;

    /// <summary>What this run is, for messages: the seed and the count.</summary>
    public static string Describe() => $"{Count} values per property, seed {Seed ?? "fixed (Replays.Fixed)"}";

    /// <summary>FsCheck's configuration for this run: it throws on a refutation with the shrunk value and the replay
    /// seed.</summary>
    public static Config Config()
    {
        var config = FsCheck.Config.QuickThrowOnFailure.WithMaxTest(Count).WithQuietOnSuccess(true);
        return Seed switch
        {
            null => config.WithReplay(Replays.Fixed),
            "random" => config.WithNoReplay(),
            _ when Seed.Split(',') is [var seed, var gamma] =>
                config.WithReplay(
                    ulong.Parse(seed.Trim(), CultureInfo.InvariantCulture),
                    ulong.Parse(gamma.Trim(), CultureInfo.InvariantCulture)),
            _ =>
                throw new InvalidOperationException(
                    $"{SeedVariable} must be unset, 'random' or 'seed,gamma', not '{Seed}'"),
        };
    }
}
