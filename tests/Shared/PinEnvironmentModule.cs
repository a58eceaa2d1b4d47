using System.Runtime.CompilerServices;
using SerializerCompat.Determinism;

namespace SerializerCompat.Tests;

internal static class PinEnvironmentModule
{
    // Linked into every test executable (application code, so CA2255 does not apply): runs when the test assembly loads, before any test touches a library that caches the zone or culture.
    [ModuleInitializer]
    internal static void Pin() => PinnedEnvironment.Apply();
}
