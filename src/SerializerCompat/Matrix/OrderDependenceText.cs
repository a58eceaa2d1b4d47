using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>
/// A reader's order dependence as the golden <c>snapshots/order/{reader}.verified.txt</c>: every matrix read whose
/// outcome in sequence differed from a fresh worker's, with the read before it. One file per reader, so a diff names
/// the library whose behaviour changed. Reports read back only what they state from it: the reads that crashed the
/// process after another read (<see cref="CrashesAfterOtherReads"/>), and those whose outcome after other reads the
/// library declares not reproducible (<see cref="UnreproducibleAfterOtherReads"/>).
/// </summary>
public static partial class OrderDependenceText
{
    /// <summary>The suite of order-dependence goldens.</summary>
    public const string Suite = "order";

    /// <summary>The golden key of a reader's order dependence.</summary>
    public static SnapshotKey Key(string reader) => new(Suite, "", reader);

    /// <summary>The golden text of <paramref name="reader"/>'s dependences, found over <paramref name="cases"/>
    /// cases.</summary>
    public static string Render(string reader, int cases, IEnumerable<OrderDependence> dependences)
    {
        var found = dependences.Where(d => d.Reader == reader).ToList();
        var text = new StringBuilder()
            .Append(
                CultureInfo.InvariantCulture,
                $"{reader}: reads whose outcome depends on what the same process read before\n\n")
            .Append(CultureInfo.InvariantCulture, $"Each of the {cases}" +
                $" cases' matrix reads is made by two workers: one reads the cases forward with every read on one " +
                $"thread ")
            .Append(
                "(state the library keeps between calls carries over), one backward with every read on a new thread. ")
            .Append("A read whose two outcomes differ is read again by a fresh worker; that outcome is the cell's " +
                "verdict in the matrix, ")
            .Append("and the outcomes in sequence that differ from it are listed here.\n");
        if (found.Count == 0)
        {
            return text.Append("\nNone: every read gave the same outcome in both orders.\n").ToString();
        }

        foreach (var why in found.Select(d => d.Unreproducible).OfType<string>().Distinct(StringComparer.Ordinal))
        {
            text.Append('\n').Append(reader)
                .Append(" declares that some reads give no reproducible outcome after other reads ")
                .Append("([OrderDependentReads], UnreproducibleInSequence): ").Append(why)
                .Append(" For those reads only a fresh worker's outcome is recorded, not what they gave in sequence ")
                .Append("nor where.\n");
        }

        foreach (var dependence in found)
        {
            text.Append(
                CultureInfo.InvariantCulture,
                $"\n{dependence.Case} as written by {string.Join(", ", dependence.Writers)}\n")
                .Append(CultureInfo.InvariantCulture, $"  fresh worker: {dependence.Fresh}\n");
            if (dependence.Unreproducible is not null)
            {
                text.Append(NotReproducibleLine).Append('\n');
                continue;
            }

            foreach (var outcome in dependence.InSequence)
            {
                text.Append(CultureInfo.InvariantCulture, $"  {outcome.Order}, read {outcome.Position + 1}" +
                    $" of its worker, after {outcome.After}: {outcome.Verdict}\n");
            }
        }

        return text.ToString();
    }

    /// <summary>
    /// The reads of <paramref name="reader"/>'s golden that a fresh worker answers but that crashed the process after
    /// another read: the case, its writers and the read before it. Empty when the golden is missing.
    /// </summary>
    public static IReadOnlyList<CrashAfterRead> CrashesAfterOtherReads(SnapshotStore store, string reader) =>
        [.. ReadLines(store, reader)
            .Select(l => (l.Read, Match: SequencedLine().Match(l.Line)))
            .Where(l => l.Match.Success && l.Match.Groups["verdict"].Value == "CRASH")
            .Select(l => new CrashAfterRead(l.Read, l.Match.Groups["after"].Value))];

    /// <summary>
    /// The reads of <paramref name="reader"/>'s golden whose outcome after other reads it declares not reproducible
    /// (<c>{case} as written by {writers}</c>); a fresh worker answers each. Empty when the golden is missing.
    /// </summary>
    public static IReadOnlyList<string> UnreproducibleAfterOtherReads(SnapshotStore store, string reader) =>
        [.. ReadLines(store, reader).Where(l => l.Line == NotReproducibleLine).Select(l => l.Read)];

    // What a read's outcomes in sequence are replaced with when its reader declares them not reproducible.
    private const string NotReproducibleLine = "  after other reads: not reproducible, as declared above";

    // Each indented line of the golden with the read it belongs to (its "{case} as written by {writers}" line).
    private static IEnumerable<(string Read, string Line)> ReadLines(SnapshotStore store, string reader)
    {
        var read = "";
        foreach (var line in (store.ReadVerified(Key(reader), "txt") ?? "").Split('\n'))
        {
            if (line.Length > 0 && !line.StartsWith(' ') && line.Contains(" as written by ", StringComparison.Ordinal))
            {
                read = line;
            }
            else if (line.StartsWith(' ') && read.Length > 0)
            {
                yield return (read, line);
            }
        }
    }

    [GeneratedRegex(@"^  .+?, read \d+ of its worker, after (?<after>.+?): (?<verdict>[A-Z]+)")]
    private static partial Regex SequencedLine();
}

/// <summary>A read (<c>{case} as written by {writers}</c>) that crashed its process after <see cref="After"/>, though a
/// fresh process answers it.</summary>
public sealed record CrashAfterRead(string Read, string After)
{
    /// <summary>The case of the read.</summary>
    public string Case => Read[..Read.IndexOf(" as written by ", StringComparison.Ordinal)];
}
