using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;

namespace SerializerCompat.Golden.Tests;

/// <summary>The read-back matrices of every case, built once per test run (<see cref="RunEvidence"/>) and shared by the
/// matrix tests.</summary>
public sealed class MatrixFixture : IAsyncLifetime
{
    private Dictionary<string, CaseMatrix> _byCase = [];

    /// <summary>The matrix of a case.</summary>
    public CaseMatrix this[string caseName] => _byCase[caseName];

    /// <summary>The reads whose outcome in sequence differed from a fresh worker's.</summary>
    public IReadOnlyList<OrderDependence> OrderDependences { get; private set; } = [];

    public async ValueTask InitializeAsync()
    {
        var run = await RunEvidence.Matrices;
        _byCase = run.Matrices.ToDictionary(m => m.Case.Name);
        OrderDependences = run.OrderDependences;
    }

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;
}
