using System.Text;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Recording;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// What a library does when one process reads again after its first read: the same input twice, then an input of
/// another type, starting from a freshly loaded copy of the library. Libraries whose state a failed read breaks
/// (Jil) show it here, while every other golden records first reads.
/// </summary>
public static class RepeatedReads
{
    /// <summary>The report for one serializer.</summary>
    public static async Task<string> DescribeAsync(ISerializerAdapter adapter, IReadOnlyList<IJsonInput> inputs)
    {
        var first = inputs[0];
        var other = inputs.First(i => i.TargetType != first.TargetType);
        var fresh = FreshLibraryLoadContext.NewInstance((adapter is FreshLoadPerReadAdapter wrapped ? wrapped.Inner : adapter).GetType());
        var builder = new StringBuilder($"{adapter.Name}: reads in one process, starting from a freshly loaded library\n");
        var step = 0;
        foreach (var input in new[] { first, first, other })
        {
            var json = await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath));
            var snapshot = Snapshot.Of(await Recorder.DeserializeAsync(fresh, input, json));
            builder.Append($"{++step}. {input.Name} ({input.TargetType.Name}):\n  {snapshot.Text.Replace("\n", "\n  ", StringComparison.Ordinal)}\n");
        }

        return builder.ToString();
    }
}
