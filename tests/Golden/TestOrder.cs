using SerializerCompat.Testing;

// Test order is xUnit's default, or its reverse with SERIALIZERCOMPAT_TEST_ORDER=reverse (goldens must not depend on
// it).
[assembly: TestCaseOrderer(typeof(EnvironmentTestOrder))]
[assembly: TestMethodOrderer(typeof(EnvironmentTestOrder))]
[assembly: TestClassOrderer(typeof(EnvironmentTestOrder))]
[assembly: TestCollectionOrderer(typeof(EnvironmentTestOrder))]
