namespace SerializerCompat.Matrix;

/// <summary>The matrices of a run, and the reads whose outcome in sequence differed from a fresh worker's.</summary>
public sealed record MatrixRun(IReadOnlyList<CaseMatrix> Matrices, IReadOnlyList<OrderDependence> OrderDependences);
