using System.Globalization;

namespace SerializerCompat.Determinism;

/// <summary>
/// The time zone and culture every golden is recorded under. The zone is deliberately not UTC: +05:45 with no DST
/// makes any Local/Unspecified conversion visible in the output.
/// </summary>
public static class PinnedEnvironment
{
    /// <summary>The IANA id of the pinned zone.</summary>
    public const string TimeZoneId = "Asia/Kathmandu";

    /// <summary>The pinned zone's offset.</summary>
    public static readonly TimeSpan Offset = new(5, 45, 0);

    /// <summary>The pinned culture.</summary>
    public static CultureInfo Culture => CultureInfo.InvariantCulture;

    /// <summary>Pins zone and culture for this process. Call it first thing (a module initializer), before any library
    /// caches them.</summary>
    public static void Apply()
    {
        Environment.SetEnvironmentVariable("TZ", TimeZoneId);
        TimeZoneInfo.ClearCachedData();
        CultureInfo.DefaultThreadCurrentCulture = Culture;
        CultureInfo.DefaultThreadCurrentUICulture = Culture;
        CultureInfo.CurrentCulture = Culture;
        CultureInfo.CurrentUICulture = Culture;
    }

    /// <summary>What is wrong with the environment in effect, or null when zone and culture are the pinned
    /// ones.</summary>
    public static string? Violation()
    {
        var local = TimeZoneInfo.Local;
        // Kathmandu moved from +05:30 to +05:45 in 1986, so .NET sees adjustment rules; what matters is the offset
        // today.
        var probe = new DateTime(2018, 8, 7, 5, 13, 28, DateTimeKind.Utc);
        if (local.Id != TimeZoneId || local.BaseUtcOffset != Offset || local.GetUtcOffset(probe) != Offset
            || local.IsDaylightSavingTime(probe))
        {
            return $"time zone is {local.Id} ({local.BaseUtcOffset}), goldens are recorded in {TimeZoneId}" +
                $" (+05:45, no DST)";
        }

        return CultureInfo.CurrentCulture.Name != Culture.Name
            ? $"culture is '{CultureInfo.CurrentCulture.Name}', goldens are recorded in the invariant culture"
            : null;
    }

    /// <summary>One line for report headers.</summary>
    public static string Describe() =>
        $"time zone {TimeZoneInfo.Local.Id} (UTC{(TimeZoneInfo.Local.BaseUtcOffset < TimeSpan.Zero ? "-" : "+")}" +
        $"{TimeZoneInfo.Local.BaseUtcOffset:hh\\:mm}), culture " +
        $"{(CultureInfo.CurrentCulture.Name.Length == 0 ? "invariant" : CultureInfo.CurrentCulture.Name)}";
}
