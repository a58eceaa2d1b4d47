using System.Text;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// What a library does when one process calls it again, starting from a freshly loaded copy: a char written at the
/// root, then inside an object, then at the root again (NetJSON changes its mind); the same input read twice, then
/// an input of another type (Jil's first failure breaks later reads). Every other golden records first calls, so
/// this is where order dependence shows.
/// </summary>
public static class RepeatedCalls
{
    /// <summary>The writes, in order: the same case before and after another.</summary>
    public static IReadOnlyList<string> WriteSequence { get; } = ["char-letter", "char-in-property", "char-letter"];

    /// <summary>The report for one serializer.</summary>
    public static async Task<string> DescribeAsync(ISerializerAdapter adapter, IReadOnlyList<IJsonInput> inputs)
    {
        var fresh = FreshLibraryLoadContext.NewInstance(SerializerAvailability.InProcess(adapter).GetType());
        var builder = new StringBuilder($"{adapter.Name}: calls in one process, starting from a freshly loaded library\n");
        var step = 0;
        foreach (var caseName in WriteSequence)
        {
            var testCase = Catalogue.Get(caseName);
            Append(builder, ++step, $"write {caseName}", Snapshot.Of(await Recorder.SerializeAsync(fresh, testCase)));
        }

        var first = inputs[0];
        var other = inputs.First(i => i.TargetType != first.TargetType);
        foreach (var input in new[] { first, first, other })
        {
            var json = await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath));
            Append(builder, ++step, $"read {input.Name} ({input.TargetType.Name})", Snapshot.Of(await Recorder.DeserializeAsync(fresh, input, json)));
        }

        return builder.ToString();
    }

    private static void Append(StringBuilder builder, int step, string call, Snapshot snapshot) =>
        builder.Append($"{step}. {call}:\n  {snapshot.Text.Replace("\n", "\n  ", StringComparison.Ordinal)}\n");
}
