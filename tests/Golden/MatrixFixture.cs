using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;

namespace SerializerCompat.Golden.Tests;

/// <summary>The read-back matrices of every case, built once per test run and shared by the matrix tests.</summary>
public sealed class MatrixFixture : IAsyncLifetime
{
    private Dictionary<string, CaseMatrix> _byCase = [];

    /// <summary>The matrix of a case.</summary>
    public CaseMatrix this[string caseName] => _byCase[caseName];

    public async ValueTask InitializeAsync()
    {
        var matrices = await MatrixRunner.ForRepository().RunAsync([.. Cases.All]);
        _byCase = matrices.ToDictionary(m => m.Case.Name);
    }

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;
}
