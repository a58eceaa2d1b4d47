using SerializerCompat.Conformance;
using SerializerCompat.Registry;

namespace SerializerCompat.Golden.Tests;

/// <summary>Our corpus run once per test run through every built library's workers, shared by the conformance
/// tests.</summary>
public sealed class ConformanceFixture : IAsyncLifetime
{
    /// <summary>The results of the run.</summary>
    public ConformanceResults Results { get; private set; } = null!;

    public async ValueTask InitializeAsync() => Results = await RunEvidence.LibraryConformance;

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;
}
