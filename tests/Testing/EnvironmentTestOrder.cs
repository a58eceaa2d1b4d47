using Xunit.Sdk;
using Xunit.v3;

namespace SerializerCompat.Testing;

/// <summary>
/// xUnit's default order of test collections, classes, methods and cases, or its exact reverse at every level when
/// SERIALIZERCOMPAT_TEST_ORDER=reverse: goldens must be byte-identical whatever ran before, and a reverse run puts
/// every test after the ones it used to precede.
/// </summary>
public sealed class EnvironmentTestOrder
    : ITestCaseOrderer, ITestMethodOrderer, ITestClassOrderer, ITestCollectionOrderer
{
    /// <summary>The environment variable that reverses the order.</summary>
    public const string Variable = "SERIALIZERCOMPAT_TEST_ORDER";

    private static bool Reversed =>
        string.Equals(Environment.GetEnvironmentVariable(Variable), "reverse", StringComparison.OrdinalIgnoreCase);

    /// <inheritdoc />
    public IReadOnlyCollection<TTestCase> OrderTestCases<TTestCase>(IReadOnlyCollection<TTestCase> testCases)
        where TTestCase : notnull, ITestCase
    {
        var ordered = DefaultTestCaseOrderer.Instance.OrderTestCases(testCases);
        return Reversed ? [.. ordered.Reverse()] : ordered;
    }

    /// <inheritdoc />
    public IReadOnlyCollection<TTestMethod?> OrderTestMethods<TTestMethod>(
        IReadOnlyCollection<TTestMethod?> testMethods)
        where TTestMethod : ITestMethod
    {
        var ordered = DefaultTestMethodOrderer.Instance.OrderTestMethods(testMethods);
        return Reversed ? [.. ordered.Reverse()] : ordered;
    }

    /// <inheritdoc />
    public IReadOnlyCollection<TTestClass?> OrderTestClasses<TTestClass>(IReadOnlyCollection<TTestClass?> testClasses)
        where TTestClass : ITestClass
    {
        var ordered = DefaultTestClassOrderer.Instance.OrderTestClasses(testClasses);
        return Reversed ? [.. ordered.Reverse()] : ordered;
    }

    /// <inheritdoc />
    public IReadOnlyCollection<TTestCollection> OrderTestCollections<TTestCollection>(
        IReadOnlyCollection<TTestCollection> testCollections)
        where TTestCollection : ITestCollection
    {
        var ordered = DefaultTestCollectionOrderer.Instance.OrderTestCollections(testCollections);
        return Reversed ? [.. ordered.Reverse()] : ordered;
    }
}
