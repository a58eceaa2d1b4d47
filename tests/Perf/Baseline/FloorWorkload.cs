using System.Runtime.InteropServices;
using System.Text.Json;
using System.Text.Unicode;
using SerializerCompat.Perf.Data;
using SerializerCompat.Perf.Workloads;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Baseline;

/// <summary>
/// The physical floor: no serializer can write the data faster than the core copies as many bytes, nor read it
/// faster than the core copies and UTF-8-validates them. The bytes are System.Text.Json's default output of the same
/// value (indented for an indented data set), moved in chunks of at most 16 KB that stay in the core's cache: copying
/// the 1 MB of 5000 Merchants in one go timed the memory bus the machine's other tenants share, and that floor moved
/// by 54 % between two runs. Buffers are allocated once; the 32 B a call shows is the boxed result the harness's
/// <see cref="IWorkload"/> returns.
/// </summary>
public sealed class FloorWorkload(DataSet data) : IWorkload
{
    /// <summary>The name reports use for the floor.</summary>
    public const string Name = "Floor";

    private const int MaxChunk = 4 * 1024;
    private static readonly object Valid = true;
    private ArraySegment<byte> source = ArraySegment<byte>.Empty;
    private ArraySegment<byte> target = ArraySegment<byte>.Empty;
    private int total;

    /// <inheritdoc />
    public Task<long> Prepare()
    {
        var bytes = JsonSerializer.SerializeToUtf8Bytes(data.CreateValue());
        bytes = data.Indented ? JsonIndent.Indent(bytes) : bytes;
        total = bytes.Length;
        // The chunk ends on a character boundary, so each copy of it is valid UTF-8 by itself.
        var chunk = Math.Min(bytes.Length, MaxChunk);
        while (chunk < bytes.Length && (bytes[chunk] & 0xC0) == 0x80)
        {
            chunk--;
        }

        source = AtPageOffset(chunk, 0);
        target = AtPageOffset(chunk, 1024);
        bytes.AsSpan(0, chunk).CopyTo(source.AsSpan());
        return Task.FromResult((long)total);
    }

    /// <inheritdoc />
    public ValueTask<object> SerializeAsync()
    {
        for (var done = 0; done < total; done += source.Count)
        {
            var length = Math.Min(source.Count, total - done);
            source.AsSpan(0, length).CopyTo(target.AsSpan());
        }

        return new(target);
    }

    /// <inheritdoc />
    public ValueTask<object?> DeserializeAsync()
    {
        var valid = true;
        for (var done = 0; done < total; done += source.Count)
        {
            var length = Math.Min(source.Count, total - done);
            source.AsSpan(0, length).CopyTo(target.AsSpan());
            valid &= Utf8.IsValid(target.AsSpan(0, length));
        }

        return new(valid ? Valid : throw new InvalidOperationException("the floor's bytes are not UTF-8"));
    }

    /// <inheritdoc />
    public Verdict Compare(object? readBack) => throw new NotSupportedException("the floor reads no value back");

    // A copy's speed depends on where its buffers sit in a page (alignment, 4K aliasing of source and target), which
    // would differ from process to process and move the floor between runs: both are placed at fixed page offsets,
    // on the pinned heap so they stay there.
    private static ArraySegment<byte> AtPageOffset(int length, int offset)
    {
        const int page = 4096;
        var array = GC.AllocateArray<byte>(length + 2 * page, pinned: true);
        var handle = GCHandle.Alloc(array, GCHandleType.Pinned);
        var address = handle.AddrOfPinnedObject();
        handle.Free();
        var start = (int)((page - address % page) % page) + offset;
        return new ArraySegment<byte>(array, start, length);
    }
}
