using System.Text.Json;
using System.Text.Unicode;
using SerializerCompat.Perf.Data;
using SerializerCompat.Perf.Workloads;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Baseline;

/// <summary>
/// The physical floor: no serializer can write the data faster than copying its bytes, nor read it faster than
/// copying and UTF-8-validating them. The bytes are System.Text.Json's default output of the same value (indented
/// for an indented data set); copies go into a buffer allocated once, so the floor allocates nothing.
/// </summary>
public sealed class FloorWorkload(DataSet data) : IWorkload
{
    /// <summary>The name reports use for the floor.</summary>
    public const string Name = "Floor";

    private static readonly object Valid = true;
    private byte[] source = [];
    private byte[] target = [];

    /// <inheritdoc />
    public Task<long> Prepare()
    {
        var bytes = JsonSerializer.SerializeToUtf8Bytes(data.CreateValue());
        source = data.Indented ? JsonIndent.Indent(bytes) : bytes;
        target = new byte[source.Length];
        return Task.FromResult(source.LongLength);
    }

    /// <inheritdoc />
    public ValueTask<object> SerializeAsync()
    {
        source.AsSpan().CopyTo(target);
        return new(target);
    }

    /// <inheritdoc />
    public ValueTask<object?> DeserializeAsync()
    {
        source.AsSpan().CopyTo(target);
        return new(Utf8.IsValid(target) ? Valid : throw new InvalidOperationException("the floor's bytes are not UTF-8"));
    }

    /// <inheritdoc />
    public Verdict Compare(object? readBack) => throw new NotSupportedException("the floor reads no value back");
}
