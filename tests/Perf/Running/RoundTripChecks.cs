using SerializerCompat.Values;
using System.Collections.Concurrent;
using SerializerCompat.Adapters;
using SerializerCompat.Perf.Baseline;
using SerializerCompat.Perf.Data;
using SerializerCompat.Recording;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Running;

/// <summary>
/// The check made before anything is timed: each library writes the data over the path twice, reads its own output
/// back twice, and the verdict engine must grade the value read EXACT or EQUIVALENT. A library that cannot is reported
/// with its verdict, not timed, and cannot crash the run.
/// </summary>
public static class RoundTripChecks
{
    private static readonly ConcurrentDictionary<
        (string, string, Sink), (CaseCheck Write, CaseCheck Read)> Cache = new();

    /// <summary>Every check made in this process so far.</summary>
    public static IEnumerable<CaseCheck> Made => Cache.Values.SelectMany(c => new[] { c.Write, c.Read });

    /// <summary>The check for one case (computed once per serializer × data × sink).</summary>
    public static CaseCheck For(string serializer, string data, Sink path, Operation operation)
    {
        var (write, read) = Cache.GetOrAdd((serializer, data, path), key => Run(key.Item1, key.Item2, key.Item3));
        return operation == Operation.Serialize ? write : read;
    }

    /// <summary>A workload that passed its check, prepared for timing; throws with the reason otherwise.</summary>
    public static Workloads.IWorkload Prepare(string serializer, string data, Sink path, Operation operation)
    {
        var check = For(serializer, data, path, operation);
        if (!check.Timed)
        {
            throw new InvalidOperationException(
                $"{serializer} {data} {path} {operation}: {check.Status} — {check.Detail}");
        }

        var workload = serializer == FloorWorkload.Name
            ? new FloorWorkload(DataSets.Get(data))
            : DataSets.Get(data).CreateWorkload(BenchmarkSerializers.Adapter(serializer), path);
        workload.Prepare().GetAwaiter().GetResult();
        return workload;
    }

    private static (CaseCheck Write, CaseCheck Read) Run(string serializer, string data, Sink path)
    {
        CaseCheck Check(Operation op, CaseStatus status, string detail, long? size = null) =>
            new(serializer, data, path, op, status, detail, size);
        (CaseCheck, CaseCheck) Both(CaseStatus status, string detail) =>
            (Check(Operation.Serialize, status, detail), Check(Operation.Deserialize, status, detail));
        if (serializer == FloorWorkload.Name)
        {
            // The floor copies bytes and reads no value: nothing to compare, always timed.
            var floorSize = new FloorWorkload(DataSets.Get(data)).Prepare().GetAwaiter().GetResult();
            return (Check(Operation.Serialize, CaseStatus.Timed, "", floorSize), Check(
                Operation.Deserialize, CaseStatus.Timed, "", floorSize));
        }

        var availability = BenchmarkSerializers.Get(serializer);
        if (!availability.IsBuilt)
        {
            return Both(CaseStatus.NotBuilt, availability.NotBuiltReason!);
        }

        // The same adapter the timing uses: the library's own copy, not the fresh-load wrapper of the goldens.
        var workload = DataSets.Get(data).CreateWorkload(BenchmarkSerializers.Adapter(serializer), path);
        long size;
        try
        {
            size = workload.Prepare().GetAwaiter().GetResult();
            var again = workload.Prepare().GetAwaiter().GetResult();
            if (again != size)
            {
                return Both(CaseStatus.CannotSerialize, $"two writes differ in size ({size} and {again} bytes)");
            }
        }
        catch (NotSupportedException e)
        {
            return (Check(Operation.Serialize, CaseStatus.NotSupported, e.Message), Check(
                Operation.Deserialize, CaseStatus.NotSupported, ReadWithoutOwnOutput(workload)));
        }
        catch (Exception e)
        {
            return Both(CaseStatus.CannotSerialize, ExceptionText.Describe(e).Replace("\n", " "));
        }

        var write = Check(Operation.Serialize, CaseStatus.Timed, "", size);
        try
        {
            for (var attempt = 1; attempt <= 2; attempt++)
            {
                var verdict = workload.Compare(workload.DeserializeAsync().AsTask().GetAwaiter().GetResult());
                if (verdict.Grade.Severity() > Grade.Equivalent.Severity())
                {
                    return (write, Check(
                        Operation.Deserialize, CaseStatus.CannotRoundTrip, $"read {attempt}: {verdict}", size));
                }
            }
        }
        catch (NotSupportedException e)
        {
            return (write, Check(Operation.Deserialize, CaseStatus.NotSupported, e.Message, size));
        }
        catch (Exception e)
        {
            return (write, Check(
                Operation.Deserialize, CaseStatus.CannotRoundTrip, ExceptionText.Describe(e).Replace("\n", " "), size));
        }

        return (write, Check(Operation.Deserialize, CaseStatus.Timed, "", size));
    }

    // Without its own output there is nothing to read back; still name the read API the library lacks, if it does.
    private static string ReadWithoutOwnOutput(Workloads.IWorkload workload)
    {
        try
        {
            workload.DeserializeAsync().AsTask().GetAwaiter().GetResult();
        }
        catch (IoPathNotSupportedException e)
        {
            return e.Message;
        }
        catch (Exception)
        {
            // The library has a read API for this path; it was handed no input.
        }

        return "the library cannot write over this path, so it has no output of its own to read back";
    }
}
