namespace SerializerCompat.Snapshots;

/// <summary>How a mismatch is handled; read from the environment so CI can never accept anything.</summary>
public sealed record SnapshotSettings(bool IsCi, bool AutoAccept, bool LaunchDiffTool)
{
    /// <summary>Set to <c>true</c> locally to overwrite verified goldens with what the libraries produce now.</summary>
    public const string AcceptVariable = "SERIALIZERCOMPAT_ACCEPT";

    /// <summary>
    /// Set to <c>true</c> by the test programs: evidence is read from this run's received files where present, so
    /// goldens and documents computed from other goldens show the whole change in one run.
    /// </summary>
    public const string ReadReceivedVariable = "SERIALIZERCOMPAT_READ_RECEIVED";

    /// <summary>Set to <c>true</c> locally to open each mismatch in a diff tool (DiffEngine).</summary>
    public const string DiffToolVariable = "SERIALIZERCOMPAT_DIFFTOOL";

    /// <summary>Reads the settings; on CI (<c>CI=true</c>) accepting and diff tools are always off.</summary>
    public static SnapshotSettings FromEnvironment()
    {
        var isCi = IsTrue("CI") || IsTrue("TF_BUILD") || IsTrue("GITHUB_ACTIONS");
        return new(
            isCi, !isCi && IsTrue(AcceptVariable), !isCi && IsTrue(DiffToolVariable) && !IsTrue("DiffEngine_Disabled"))
        {
            ReadsReceived = IsTrue(ReadReceivedVariable),
        };
    }

    /// <summary>
    /// Whether reads take a key's received file, when one exists, over its verified golden: a test run's view of the
    /// evidence, where what is derived from a changed golden (a matrix, a document) changes in the same run. The
    /// tool reads only the verified goldens.
    /// </summary>
    public bool ReadsReceived { get; init; }

    private static bool IsTrue(string variable) =>
        Environment.GetEnvironmentVariable(variable) is { } value
            && (value == "1" || value.Equals("true", StringComparison.OrdinalIgnoreCase));
}
