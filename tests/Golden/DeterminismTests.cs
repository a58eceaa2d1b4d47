using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Recording;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>Goldens must not depend on the order in which a process meets cases (Jil's reads are known to).</summary>
public sealed class DeterminismTests
{
    public static TheoryData<string> Rows => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Recording_in_reverse_order_gives_the_same_snapshots(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);
        var cases = Cases.All.Where(c => c.RunsInProcess).ToList();
        // A read that may never return is read in a worker only (DeserializeGolden), never in this process.
        var inputs = JsonInputs.All.Where(i => i.HangRisk is null).ToList();

        var forward = await RecordAsync(adapter, cases, inputs);
        var backward = await RecordAsync(adapter, [.. Enumerable.Reverse(cases)], [.. Enumerable.Reverse(inputs)]);

        Assert.Equal(
            forward.OrderBy(p => p.Key, StringComparer.Ordinal), backward.OrderBy(p => p.Key, StringComparer.Ordinal));
    }

    private static async Task<Dictionary<string, Snapshot>> RecordAsync(
        Adapters.ISerializerAdapter adapter, IReadOnlyList<ICase> cases, IReadOnlyList<IJsonInput> inputs)
    {
        var snapshots = new Dictionary<string, Snapshot>();
        foreach (var testCase in cases)
        {
            snapshots[$"write {testCase.Name}"] = Snapshot.Of(await Recorder.SerializeAsync(adapter, testCase));
        }

        foreach (var input in inputs)
        {
            var json = await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath));
            snapshots[$"read {input.Name}"] = Snapshot.Of(await Recorder.DeserializeAsync(adapter, input, json));
        }

        return snapshots;
    }
}
