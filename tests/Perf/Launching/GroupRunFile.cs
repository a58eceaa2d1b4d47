using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Launching;

/// <summary>How a measuring process hands its <see cref="GroupRun"/> to the program that started it: one JSON file of a <see cref="GroupRun"/> per workload.</summary>
public static class GroupRunFile
{
    private static readonly JsonSerializerOptions Options = new()
    {
        Converters = { new JsonStringEnumConverter(), new SinkConverter() },
        // Round times are finite, but a member that failed mid-round would leave NaN rather than lose the round.
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
    };

    /// <summary>Writes <paramref name="runs"/> to <paramref name="file"/> (through a temporary file, so a reader never sees half of it).</summary>
    public static void Write(string file, IReadOnlyList<GroupRun> runs)
    {
        var partial = file + ".partial";
        File.WriteAllText(partial, JsonSerializer.Serialize(runs, Options));
        File.Move(partial, file, overwrite: true);
    }

    /// <summary>Reads what <see cref="Write"/> wrote.</summary>
    public static IReadOnlyList<GroupRun> Read(string file) =>
        JsonSerializer.Deserialize<List<GroupRun>>(File.ReadAllText(file), Options) ?? throw new InvalidDataException($"{file}: empty");

    // A sink by its name (file, utf8-bytes, …): the record's Path and ToFile are what the name stands for.
    private sealed class SinkConverter : JsonConverter<Sink>
    {
        public override Sink Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) => Sink.Parse(reader.GetString()!);

        public override void Write(Utf8JsonWriter writer, Sink value, JsonSerializerOptions options) => writer.WriteStringValue(value.Name);
    }
}
