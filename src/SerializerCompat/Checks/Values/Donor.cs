using System.Collections;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// Values that pass in a direction, whose members replace those of a value that fails as a whole: per member the
/// first that holds something (not null, zero, "" or an empty collection), so the twin's member still has a value for
/// its own findings to show on.
/// </summary>
public sealed class Donor(IReadOnlyList<object> passing)
{
    /// <summary>What a passing value holds in <paramref name="member"/>: the first that holds something, else the
    /// first's.</summary>
    public object? Of(ValueMember member) =>
        passing.Select(member.Get).FirstOrDefault(Holds, member.Get(passing[0]));

    private static bool Holds(object? value) =>
        !FindingCauses.IsDefault(value) && value is not (string { Length: 0 } or ICollection { Count: 0 });
}
