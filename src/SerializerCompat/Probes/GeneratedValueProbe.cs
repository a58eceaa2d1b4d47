using SerializerCompat.Values;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Probes;

/// <summary>
/// Runs inside a worker: writes one generated value with every writer of the requested pairs, reads each output back
/// with the pair's reader and grades it as the matrix does (<see cref="MatrixCell.Of"/>), and checks textual
/// stability S(P(S(x))) == S(x) for every serializer whose own pair was requested.
/// </summary>
/// <remarks>
/// Calls go to each library's own in-process copy (<see cref="SerializerAvailability.RequireInProcessAdapter"/>),
/// not to the fresh copy per call the goldens use: a fresh load costs ~30 ms, and properties need thousands of
/// calls. Grades are what properties compare, and they do not change; messages do: Jil's first read of a type in a
/// worker throws TypeInitializationException, later ones NullReferenceException (both REJECTED). NetJSON's quoting of
/// a char depends on what it wrote first in the process, which is why no generator produces a char.
/// </remarks>
public static class GeneratedValueProbe
{
    /// <summary>The name every generated case carries.</summary>
    public const string CaseName = "generated";

    /// <summary>The value of <paramref name="declaredType"/> graded for <paramref name="pairs"/>.</summary>
    public static async Task<ProbeAnswer> RunAsync(Type declaredType, object? value, IReadOnlyList<ProbePair> pairs)
    {
        var testCase = (ICase)Activator.CreateInstance(
            typeof(Case<>).MakeGenericType(declaredType), CaseName, CaseName, value)!;
        var outputs = new List<WriterOutput>();
        foreach (var writer in Serializers.Names.Where(w => pairs.Any(p => p.Writer == w)))
        {
            var outcome = await Recorder.SerializeAsync(Serializers.Get(writer).RequireInProcessAdapter(), testCase);
            outputs.Add(
                outcome is Outcome.Written written
                    ? new WriterOutput(writer, written.Json, "")
                    : new WriterOutput(writer, null, Snapshot.Of(outcome).Text));
        }

        var cells = new List<MatrixCell>();
        foreach (var pair in pairs)
        {
            var reader = Serializers.Get(pair.Reader);
            cells.Add(outputs.Single(o => o.Writer == pair.Writer).Json is { } json
                ? MatrixCell.Of(
                    pair.Writer, reader.Name,
                    await Recorder.ReadBackAsync(reader.RequireInProcessAdapter(), testCase, json))
                : new MatrixCell(pair.Writer, pair.Reader, null, ""));
        }

        var stability = new List<StabilityCheck>();
        foreach (var output in outputs.Where(o => pairs.Contains(new ProbePair(o.Writer, o.Writer))))
        {
            stability.Add(await StabilityAsync(Serializers.Get(output.Writer), testCase, output));
        }

        return new ProbeAnswer(cells, stability);
    }

    private static async Task<StabilityCheck> StabilityAsync(
        SerializerAvailability serializer, ICase testCase, WriterOutput output)
    {
        if (output.Json is not { } first)
        {
            return new(serializer.Name, StabilityOutcome.NotChecked, null, null, "it wrote no JSON");
        }

        // Stability reads in sequence on the worker's own copy; a read that can kill the process after other reads
        // would take every later value's answer with it, and one whose outcome depends on the reads before it gives
        // the golden whatever the pool's workers happened to serve before (Utf8Json's TimeSpan: a shrink candidate
        // read as 2590381 days after other TimeSpans in one run, exactly in the next).
        if (serializer.OrderDependentReads is { } dependent && dependent.Covers(testCase.ValueType))
        {
            return new(
                serializer.Name, StabilityOutcome.NotChecked, null, null,
                dependent.KillsProcess
                    ? "its reads of this type can crash the process after other reads ([OrderDependentReads])"
                    : "its reads of this type depend on the reads before them ([OrderDependentReads])");
        }

        if (serializer.UnreproducibleReads?.Covers(testCase.ValueType) == true)
        {
            return new(
                serializer.Name, StabilityOutcome.NotChecked, null, null,
                "its reads of this type can crash the process by run ([UnreproducibleReads])");
        }

        if (await Recorder.RewriteAsync(serializer.RequireInProcessAdapter(), testCase, first) is not { } rewritten)
        {
            return new(serializer.Name, StabilityOutcome.NotChecked, null, null, "its reader rejected its own output");
        }

        return rewritten is Outcome.Written { Json: var second } && second == first
            ? new(
                serializer.Name, StabilityOutcome.Stable, ValueDescriber.Quote(first), ValueDescriber.Quote(second), "")
            : new(
                serializer.Name, StabilityOutcome.Unstable, ValueDescriber.Quote(first),
                rewritten is Outcome.Written w ? ValueDescriber.Quote(w.Json) : Snapshot.Of(rewritten).Text, "");
    }
}
