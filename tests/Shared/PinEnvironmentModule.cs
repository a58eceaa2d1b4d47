using System.Runtime.CompilerServices;
using SerializerCompat.Determinism;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Tests;

internal static class PinEnvironmentModule
{
    // Linked into every test executable (application code, so CA2255 does not apply): runs when the test assembly
    // loads, before any test touches a library that caches the zone or culture.
    [ModuleInitializer]
    internal static void Pin()
    {
        PinnedEnvironment.Apply();

        // A test run reads its own received files in place of their goldens, so what derives from a changed golden
        // (a matrix, a document) is written as received in the same run: one review round per change.
        Environment.SetEnvironmentVariable(SnapshotSettings.ReadReceivedVariable, "true");
    }
}
