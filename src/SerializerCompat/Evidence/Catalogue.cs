using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;

namespace SerializerCompat.Evidence;

/// <summary>Name lookups over the fixtures' registries, and the full list of deserialize inputs.</summary>
public static class Catalogue
{
    private static readonly Lazy<Dictionary<string, ICase>> CasesByName = new(() => Cases.All.ToDictionary(
        c => c.Name, StringComparer.Ordinal));

    private static readonly Lazy<IReadOnlyList<IJsonInput>> AllInputs = new(() => [
        .. JsonInputs.All, .. RecordedInputs.All]);

    private static readonly Lazy<Dictionary<string, IJsonInput>> InputsByName = new(() => AllInputs.Value.ToDictionary(
        i => i.Name, StringComparer.Ordinal));

    /// <summary>Every deserialize input: the fixtures' JSON files and the recorded ones.</summary>
    public static IReadOnlyList<IJsonInput> DeserializeInputs => AllInputs.Value;

    /// <summary>A case by name.</summary>
    public static ICase Get(string caseName) =>
        CasesByName.Value.TryGetValue(caseName, out var found)
            ? found
            : throw new ArgumentException($"Unknown case '{caseName}'", nameof(caseName));

    /// <summary>An input by name.</summary>
    public static IJsonInput GetInput(string inputName) =>
        InputsByName.Value.TryGetValue(inputName, out var found)
            ? found
            : throw new ArgumentException($"Unknown input '{inputName}'", nameof(inputName));
}
