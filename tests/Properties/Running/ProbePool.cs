using System.Collections.Concurrent;
using SerializerCompat.Isolation;
using SerializerCompat.Probes;
using SerializerCompat.Properties.Tests.Generators;

[assembly: AssemblyFixture(typeof(SerializerCompat.Properties.Tests.Running.ProbePool))]

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// The workers every property sends its values to, and the answers they gave. Every property of a topic draws the
/// same values from the same seed, so each value is sent once, over all of the topic's pairs, and its answer serves
/// the self round-trip, cross-library and stability properties alike. A value met only while shrinking a
/// counter-example is sent for the pairs its property looks at, no more.
/// </summary>
public sealed class ProbePool : IAsyncDisposable
{
    private readonly ConcurrentDictionary<string, Lazy<Task<ProbeAnswer>>> _answers = new(StringComparer.Ordinal);
    private readonly Lane[] _lanes = [.. Enumerable.Range(0, Math.Max(2, Environment.ProcessorCount))
        .Select(_ => new Lane())];

    /// <summary>
    /// The answer for a value of <paramref name="topic"/>: over the topic's pairs (<see cref="Claims.PairsToRun"/>),
    /// or, for a value not met before, only over <paramref name="only"/> (those of them the topic runs).
    /// </summary>
    public ProbeAnswer Answer(string topic, Generated generated, IEnumerable<ProbePair>? only = null)
    {
        var transported = ValueTransport.Write(generated.Value, generated.DeclaredType);
        var all = Claims.PairsToRun(topic);
        var fullKey = Key(generated, transported, all);
        Lazy<Task<ProbeAnswer>>? answer;
        if (only is null || !_answers.TryGetValue(fullKey, out answer))
        {
            IReadOnlyList<ProbePair> pairs = only is null ? all : [.. all.Intersect(only)];
            answer = _answers.GetOrAdd(
                Key(generated, transported, pairs), _ => new(() => LaneOf(generated).ProbeAsync(generated, pairs)));
        }

        // Off the test framework's synchronization context: FsCheck calls properties synchronously.
        return Task.Run(() => answer.Value).GetAwaiter().GetResult();
    }

    /// <inheritdoc />
    public async ValueTask DisposeAsync()
    {
        foreach (var lane in _lanes)
        {
            await lane.DisposeAsync();
        }
    }

    private static string Key(Generated generated, string transported, IEnumerable<ProbePair> pairs) =>
        $"{generated.DeclaredType.AssemblyQualifiedName}\n{transported}\n{string.Join(';', pairs)}";

    // Values of one declared type always go to the same worker, so each worker prepares each library for a type
    // once (Jil, NetJSON, Utf8Json and SpanJson emit code per type: the bulk of a first call).
    private Lane LaneOf(Generated generated) =>
        _lanes[(int)(generated.DeclaredType.FullName!
            .Aggregate(17u, (hash, c) => hash * 31 + c) % (uint)_lanes.Length)];

    private sealed class Lane : IAsyncDisposable
    {
        private readonly SemaphoreSlim _gate = new(1);
        private readonly ProbeClient _client = ProbeClient.BesideThisProgram();

        public async Task<ProbeAnswer> ProbeAsync(Generated generated, IReadOnlyList<ProbePair> pairs)
        {
            await _gate.WaitAsync();
            try
            {
                return await _client.ProbeAsync(generated.DeclaredType, generated.Value, pairs);
            }
            finally
            {
                _gate.Release();
            }
        }

        public async ValueTask DisposeAsync()
        {
            await _client.DisposeAsync();
            _gate.Dispose();
        }
    }
}
