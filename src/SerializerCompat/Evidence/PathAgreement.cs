using System.Text;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// Whether a library's byte, stream and async-stream paths agree with its string path, for every case written and
/// every fixture input read. The report is a golden: a disagreement is a finding, not a red test.
/// </summary>
public static class PathAgreement
{
    /// <summary>The report for one serializer.</summary>
    public static async Task<string> DescribeAsync(
        ISerializerAdapter adapter, IReadOnlyList<ICase> cases, IReadOnlyList<IJsonInput> inputs)
    {
        var safeCases = cases.Where(c => c.RunsInProcess).ToList();
        // A read whose outcome depends on the reads before it (NetJSON's TimeSpan) cannot be compared across paths in
        // one process, nor one with no outcome of its own (NetJSON's byte[] from a number array: null or
        // FormatException by run).
        var dependent = SerializerAvailability.OrderDependentReadsOf(adapter);
        var unordered = inputs.Where(i => dependent?.Covers(i.TargetType) == true).Select(i => i.Name).ToList();
        var unreproducible = SerializerAvailability.UnreproducibleReadsOf(adapter);
        var unstable = inputs.Where(i => unreproducible?.Covers(i.TargetType) == true).Select(i => i.Name).ToList();
        var spinning = inputs.Where(i => i.HangRisk is not null).Select(i => i.Name).ToList();
        inputs = [.. inputs.Where(i => !unordered.Contains(i.Name) && !unstable.Contains(i.Name)
            && !spinning.Contains(i.Name))];
        var builder = new StringBuilder();
        builder.Append($"{adapter.Name}: every I/O path compared with the string path over {safeCases.Count}" +
            $" cases written and {inputs.Count} inputs read");
        var skipped = cases.Where(c => !c.RunsInProcess).Select(c => c.Name).ToList();
        if (skipped.Count > 0)
        {
            builder.Append($" (not run in process, crash risk: {string.Join(", ", skipped)})");
        }

        if (unordered.Count > 0)
        {
            builder.Append(
                $" (not read, what it reads of these depends on the reads before it: {string.Join(", ", unordered)})");
        }

        if (unstable.Count > 0)
        {
            builder.Append(
                $" (not read, what it reads of these differs from run to run: {string.Join(", ", unstable)})");
        }

        if (spinning.Count > 0)
        {
            builder.Append($" (not read in process, hang risk: {string.Join(", ", spinning)})");
        }

        builder.Append('\n');
        var differences = new StringBuilder();
        foreach (var path in IoPaths.All.Skip(1))
        {
            var writes = await CompareAsync(
                safeCases, c => c.Name, c => Recorder.SerializeAsync(adapter, c, IoPath.String),
                c => Recorder.SerializeAsync(adapter, c, path));
            builder.Append(Summary("write", path, writes, "cases", differences));
            var reads = await CompareAsync(
                inputs, i => i.Name, i => ReadAsync(adapter, i, IoPath.String), i => ReadAsync(adapter, i, path));
            builder.Append(Summary("read", path, reads, "inputs", differences));
        }

        return differences.Length == 0
            ? builder.ToString()
            : builder.Append("\nDifferences:\n").Append(differences).ToString();
    }

    private sealed record Comparison(string Name, Snapshot Reference, Snapshot Other, bool OtherIsUnsupported);

    private static async Task<List<Comparison>> CompareAsync<TItem>(
        IReadOnlyList<TItem> items, Func<TItem, string> name, Func<TItem, Task<Outcome>> reference,
        Func<TItem, Task<Outcome>> other)
    {
        var results = new List<Comparison>(items.Count);
        foreach (var item in items)
        {
            var otherOutcome = await other(item);
            results.Add(
                new(
                    name(item), Snapshot.Of(await reference(item)), Snapshot.Of(otherOutcome),
                    otherOutcome is Outcome.NotSupported));
        }

        return results;
    }

    private static string Summary(
        string operation, IoPath path, List<Comparison> results, string noun, StringBuilder differences)
    {
        var notSupported = results.FirstOrDefault(r => r.OtherIsUnsupported);
        if (notSupported is not null && results.All(r => r.OtherIsUnsupported))
        {
            return $"{operation} {path.Name()}: {notSupported.Other.Text}\n";
        }

        var differing = results.Where(r => r.Reference != r.Other).ToList();
        foreach (var d in differing)
        {
            differences.Append($"{operation} {path.Name()}, {d.Name}:\n  string: {Indent(d.Reference)}\n  " +
                $"{path.Name()}: {Indent(d.Other)}\n");
        }

        return differing.Count == 0
            ? $"{operation} {path.Name()}: same as string for all {results.Count} {noun}\n"
            : $"{operation} {path.Name()}: differs from string for {differing.Count} of {results.Count} {noun}: " +
                $"{string.Join(", ", differing.Select(d => d.Name))}\n";
    }

    private static string Indent(Snapshot snapshot) =>
        $"({snapshot.Extension}) {snapshot.Text.Replace("\n", "\n    ", StringComparison.Ordinal)}";

    private static async Task<Outcome> ReadAsync(ISerializerAdapter adapter, IJsonInput input, IoPath path)
    {
        var json = await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath));
        return await Recorder.DeserializeAsync(adapter, input, json, path);
    }
}
