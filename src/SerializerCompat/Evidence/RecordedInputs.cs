using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Registry;

namespace SerializerCompat.Evidence;

/// <summary>Inputs that are what a serializer recorded for a case: "the Merchant as each library writes it".</summary>
public static class RecordedInputs
{
    /// <summary>The cases whose recorded output every serializer reads back in the deserialize suite.</summary>
    public static IReadOnlyList<string> CaseNames { get; } = ["merchant"];

    /// <summary>One input per recorded case and writer.</summary>
    public static IReadOnlyList<IJsonInput> All { get; } =
    [
        .. from caseName in CaseNames
           from writer in Serializers.Names
           select For(Catalogue.Get(caseName), writer),
    ];

    /// <summary>The input that is <paramref name="writer"/>'s golden for <paramref name="testCase"/>.</summary>
    public static IJsonInput For(ICase testCase, string writer) => testCase.Accept(new InputOf(writer));

    private sealed class InputOf(string writer) : ICaseVisitor<IJsonInput>
    {
        public IJsonInput Visit<T>(Case<T> testCase) =>
            new JsonInput<T>(
                testCase.Topic, $"{testCase.Name}-as-written-by-{writer}",
                $"snapshots/serialize/{testCase.Name}/{writer}.verified.json");
    }
}
