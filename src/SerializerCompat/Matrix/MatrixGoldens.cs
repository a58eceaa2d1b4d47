using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>Where a case's matrix golden lives: <c>snapshots/matrix/{case}.verified.md</c>.</summary>
public static class MatrixGoldens
{
    /// <summary>The file extension of matrix goldens.</summary>
    public const string Extension = "md";

    /// <summary>The snapshot key of a case's matrix.</summary>
    public static SnapshotKey Key(string caseName) => new(SnapshotSuites.Matrix, "", caseName);
}
