using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// One type's check in a worker, as every grading of its values shares it: the type and its typed calls, both sides
/// (the new side replaced by each fix in turn, <see cref="WithNew"/>), what the sides use of the type, the generator
/// that made the values, how many, and whether the text is compared.
/// </summary>
public sealed record TypeRun(
    Type Type, TypedCalls Calls, ISerializerAdapter Old, ISerializerAdapter New, SideContracts Sides,
    TypeValues Generator, int Count, bool SameText)
{
    /// <summary>The run with <paramref name="side"/> in place of the new side; the values and their generator
    /// stay.</summary>
    public TypeRun WithNew(ISerializerAdapter side) => this with { New = side, Sides = new SideContracts(Old, side) };
}

/// <summary>
/// A type's own run in a check worker: its <see cref="Result"/>, and what its fixes' re-runs take up from it — the
/// run's sides and generator (<see cref="Run"/>, null when no value could be made), the seed and the values it graded
/// (<see cref="Trials"/>) (<see cref="TypeChecker.RunFixes"/>).
/// </summary>
public sealed record FirstRun(TypeRun? Run, ulong Seed, List<Trial> Trials, TypeCheckResult Result);
