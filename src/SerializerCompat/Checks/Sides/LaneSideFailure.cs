using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// A lane side could not answer for a value: its worker crashed or hung (the type's CRASH or HANG), or the value
/// cannot be carried to or from that worker (<see cref="Grade"/> null: the type is not checked, with the reason). Never
/// a library's behaviour, so a trial lets it through instead of grading it.
/// </summary>
public sealed class LaneSideFailure(string message, Grade? grade) : Exception(message)
{
    /// <summary>CRASH or HANG for a worker that died or stalled; null for a value that cannot be carried.</summary>
    public Grade? Grade => grade;
}
