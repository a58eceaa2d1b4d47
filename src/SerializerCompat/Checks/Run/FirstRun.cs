using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// A type's own run in a check worker: its <see cref="Result"/>, and what its fixes' re-runs take up from it — the
/// values it graded (<see cref="Trials"/>, none when no value could be made: <see cref="Calls"/> is then null), the
/// sides as run and the generator that made them (<see cref="TypeChecker.RunFixes"/>).
/// </summary>
public sealed record FirstRun(
    Type Type, ISerializerAdapter Old, ISerializerAdapter New, int Count, ulong Seed, bool SameText,
    SideContracts Sides, TypeValues Generator, TypedCalls? Calls, List<Trial> Trials, TypeCheckResult Result);
