using Xunit.Sdk;
using Xunit.v3;

namespace SerializerCompat.Testing;

/// <summary>
/// xUnit's default order of test cases and collections, or its exact reverse when SERIALIZERCOMPAT_TEST_ORDER=reverse:
/// goldens must be byte-identical whatever ran before, and a reverse run puts every test after the ones it used to
/// precede.
/// </summary>
public sealed class EnvironmentTestOrder : ITestCaseOrderer, ITestCollectionOrderer
{
    /// <summary>The environment variable that reverses the order.</summary>
    public const string Variable = "SERIALIZERCOMPAT_TEST_ORDER";

    private static bool Reversed => string.Equals(Environment.GetEnvironmentVariable(Variable), "reverse", StringComparison.OrdinalIgnoreCase);

    /// <inheritdoc />
    public IReadOnlyCollection<TTestCase> OrderTestCases<TTestCase>(IReadOnlyCollection<TTestCase> testCases)
        where TTestCase : notnull, ITestCase
    {
        var ordered = DefaultTestCaseOrderer.Instance.OrderTestCases(testCases);
        return Reversed ? [.. ordered.Reverse()] : ordered;
    }

    /// <inheritdoc />
    public IReadOnlyCollection<TTestCollection> OrderTestCollections<TTestCollection>(IReadOnlyCollection<TTestCollection> testCollections)
        where TTestCollection : ITestCollection
    {
        var ordered = DefaultTestCollectionOrderer.Instance.OrderTestCollections(testCollections);
        return Reversed ? [.. ordered.Reverse()] : ordered;
    }
}
