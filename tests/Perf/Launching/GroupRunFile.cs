using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Launching;

/// <summary>
/// The files a run keeps, so that its report can be written again without measuring again (<c>--report RUN</c>):
/// each measuring process's <see cref="GroupRun"/> per workload (how it hands them to the program that started it),
/// and the run's <see cref="SavedRun"/>.
/// </summary>
public static class GroupRunFile
{
    /// <summary>The run's own file in its results folder.</summary>
    public const string RunFileName = "run.json";

    /// <summary>The folder of the measuring processes' files in a results folder.</summary>
    public const string ProcessesFolderName = "processes";

    private static readonly JsonSerializerOptions Options = new()
    {
        Converters = { new JsonStringEnumConverter(), new SinkConverter() },
        // Round times are finite, but a member that failed mid-round would leave NaN rather than lose the round.
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
    };

    /// <summary>Writes <paramref name="runs"/> to <paramref name="file"/> (through a temporary file, so a reader never
    /// sees half of it).</summary>
    public static void Write(string file, IReadOnlyList<GroupRun> runs)
    {
        var partial = file + ".partial";
        File.WriteAllText(partial, JsonSerializer.Serialize(runs, Options));
        File.Move(partial, file, overwrite: true);
    }

    /// <summary>Reads what <see cref="Write"/> wrote.</summary>
    public static IReadOnlyList<GroupRun> Read(string file) =>
        JsonSerializer.Deserialize<List<GroupRun>>(File.ReadAllText(file), Options)
            ?? throw new InvalidDataException($"{file}: empty");

    /// <summary>Writes <paramref name="run"/> into <paramref name="folder"/>.</summary>
    public static void WriteRun(string folder, SavedRun run) =>
        File.WriteAllText(Path.Combine(folder, RunFileName), JsonSerializer.Serialize(run, Options));

    /// <summary>The run kept in <paramref name="folder"/>: its <see cref="SavedRun"/> and every process's
    /// workloads.</summary>
    public static (SavedRun Run, IReadOnlyList<GroupRun> Workloads) ReadRun(string folder)
    {
        var run = JsonSerializer.Deserialize<SavedRun>(File.ReadAllText(Path.Combine(folder, RunFileName)), Options)
            ?? throw new InvalidDataException($"{folder}: empty {RunFileName}");
        var workloads = Directory.GetFiles(Path.Combine(folder, ProcessesFolderName), "*.json")
            .Order(StringComparer.Ordinal).SelectMany(Read).ToList();
        return (run, workloads);
    }

    // A sink by its name (file, utf8-bytes, …): the record's Path and ToFile are what the name stands for.
    private sealed class SinkConverter : JsonConverter<Sink>
    {
        public override Sink Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) =>
            Sink.Parse(reader.GetString()!);

        public override void Write(Utf8JsonWriter writer, Sink value, JsonSerializerOptions options) =>
            writer.WriteStringValue(value.Name);
    }
}
