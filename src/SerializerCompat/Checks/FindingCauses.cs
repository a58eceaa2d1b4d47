using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// The causes a finding can be traced to from the libraries' own metadata, so that one cause that hits many members
/// is one item of the report: a JSON name the old and the new side spell differently, a lone surrogate written as
/// U+FFFD.
/// </summary>
public static class FindingCauses
{
    /// <summary>The cause of a string that came back with U+FFFD where a lone surrogate was written, on every value it
    /// hits, or null.</summary>
    public static FindingCause? LoneSurrogate(IEnumerable<(object? Written, object? Read)> hits) =>
        hits.All(h => h.Written is string written && TextEscape.HasLoneSurrogate(written) && h.Read is string read
            && read.Contains('\uFFFD', StringComparison.Ordinal))
            ? new FindingCause(
                FindingCause.LoneSurrogateKind, "a lone surrogate (half of a UTF-16 pair) comes back as U+FFFD")
            : null;

    /// <summary>The naming cause of a finding on <paramref name="member"/>, or null when both sides use one name (or
    /// cannot say).</summary>
    public static FindingCause? Naming(
        Type type, string member, CheckDirection direction, SideContracts sides, string oldName, string newName)
    {
        var (oldNames, newNames) = sides.Names(type);
        if (oldNames is null || newNames is null || !oldNames.TryGetValue(member, out var oldJson)
            || !newNames.TryGetValue(member, out var newJson)
            || string.Equals(oldJson, newJson, StringComparison.Ordinal))
        {
            return null;
        }

        var text = direction == CheckDirection.NewToOld
            ? $"{newName} writes \"{newJson}\" where {oldName} reads \"{oldJson}\""
            : $"{oldName} writes \"{oldJson}\" where {newName} reads \"{newJson}\"";
        return new FindingCause(FindingCause.NamingKind, text, oldJson, newJson);
    }

    /// <summary>Whether a member read back holds what a library leaves in a member it did not read: null, zero,
    /// false.</summary>
    public static bool IsDefault(object? value) =>
        value is null || value.GetType().IsValueType && value.Equals(Activator.CreateInstance(value.GetType()));
}
