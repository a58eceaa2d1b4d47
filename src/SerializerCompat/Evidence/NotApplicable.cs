using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Registry;

namespace SerializerCompat.Evidence;

/// <summary>
/// The cases and inputs a golden column cannot have: those of a lane whose runtime is older than the case's
/// <see cref="RuntimeFloor"/> (its fixtures leave them out). No golden is expected, none is recorded, and every view
/// shows the reason in place of an outcome.
/// </summary>
public static class NotApplicable
{
    /// <summary>Why <paramref name="column"/> (a serializer, lane or profile) has no evidence of
    /// <paramref name="testCase"/>, or null when it has.</summary>
    public static string? Of(ICase testCase, string column) => Reason(testCase.Floor, column);

    /// <summary>Why <paramref name="column"/> has no evidence of <paramref name="input"/>, or null when it
    /// has.</summary>
    public static string? Of(IJsonInput input, string column) => Reason(input.Floor, column);

    /// <summary>The cases <paramref name="column"/> records.</summary>
    public static IReadOnlyList<ICase> CasesOf(string column, IEnumerable<ICase> cases) =>
        [.. cases.Where(c => Of(c, column) is null)];

    /// <summary>The inputs <paramref name="column"/> records.</summary>
    public static IReadOnlyList<IJsonInput> InputsOf(string column, IEnumerable<IJsonInput> inputs) =>
        [.. inputs.Where(i => Of(i, column) is null)];

    private static string? Reason(RuntimeFloor? floor, string column) =>
        floor is null ? null : Lanes.Find(column)?.NotApplicable(floor);
}
