using System.Globalization;
using System.Text;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>
/// A reader's order dependence as the golden <c>snapshots/order/{reader}.verified.txt</c>: every matrix read whose
/// outcome in sequence differed from a fresh worker's, with the read before it. One file per reader, so a diff names
/// the library whose behaviour changed.
/// </summary>
public static class OrderDependenceText
{
    /// <summary>The suite of order-dependence goldens.</summary>
    public const string Suite = "order";

    /// <summary>The golden key of a reader's order dependence.</summary>
    public static SnapshotKey Key(string reader) => new(Suite, "", reader);

    /// <summary>The golden text of <paramref name="reader"/>'s dependences, found over <paramref name="cases"/> cases.</summary>
    public static string Render(string reader, int cases, IEnumerable<OrderDependence> dependences)
    {
        var found = dependences.Where(d => d.Reader == reader).ToList();
        var text = new StringBuilder()
            .Append(CultureInfo.InvariantCulture, $"{reader}: reads whose outcome depends on what the same process read before\n\n")
            .Append(CultureInfo.InvariantCulture, $"Each of the {cases} cases' matrix reads is made by two workers: one reads the cases forward with every read on one thread ")
            .Append("(state the library keeps between calls carries over), one backward with every read on a new thread. ")
            .Append("A read whose two outcomes differ is read again by a fresh worker; that outcome is the cell's verdict in the matrix, ")
            .Append("and the outcomes in sequence that differ from it are listed here.\n");
        if (found.Count == 0)
        {
            return text.Append("\nNone: every read gave the same outcome in both orders.\n").ToString();
        }

        foreach (var dependence in found)
        {
            text.Append(CultureInfo.InvariantCulture, $"\n{dependence.Case} as written by {string.Join(", ", dependence.Writers)}\n")
                .Append(CultureInfo.InvariantCulture, $"  fresh worker: {dependence.Fresh}\n");
            foreach (var outcome in dependence.InSequence)
            {
                text.Append(CultureInfo.InvariantCulture, $"  {outcome.Order}, read {outcome.Position + 1} of its worker, after {outcome.After}: {outcome.Verdict}\n");
            }
        }

        return text.ToString();
    }
}
