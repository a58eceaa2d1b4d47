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
}
