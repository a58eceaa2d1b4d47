namespace SerializerCompat.Cli;

/// <summary>The tool's exit codes.</summary>
public static class ExitCodes
{
    /// <summary>Done; nothing to report.</summary>
    public const int Ok = 0;

    /// <summary>Done, and it found something (an orphaned golden).</summary>
    public const int Findings = 1;

    /// <summary>Refused or failed: bad arguments, CI, I/O; nothing was changed.</summary>
    public const int Error = 2;

    /// <summary><c>check</c>: coverage fell short of --min-coverage, or nothing could be checked at all.</summary>
    public const int CoverageShort = 3;

    /// <summary><c>check</c>: interrupted (SIGINT, SIGTERM) or a shard missing; the report of what finished is written,
    /// marked partial.</summary>
    public const int Partial = 4;
}
