using SerializerCompat.Adapters;

namespace SerializerCompat.Perf.Running;

/// <summary>
/// Where a workload writes and reads: one of the adapters' four I/O paths in memory, or a file on disk through the
/// stream path (sync) or the async-stream path (async). The file sinks exist only here, not in the goldens.
/// </summary>
public sealed record Sink(IoPath Path, bool ToFile)
{
    /// <summary>A .NET string.</summary>
    public static Sink String { get; } = new(IoPath.String, false);

    /// <summary>A UTF-8 byte array.</summary>
    public static Sink Utf8Bytes { get; } = new(IoPath.Utf8Bytes, false);

    /// <summary>A reused MemoryStream, synchronous API.</summary>
    public static Sink Stream { get; } = new(IoPath.Stream, false);

    /// <summary>A reused MemoryStream, asynchronous API.</summary>
    public static Sink AsyncStream { get; } = new(IoPath.AsyncStream, false);

    /// <summary>A file on disk, created per call, written through the synchronous stream API.</summary>
    public static Sink File { get; } = new(IoPath.Stream, true);

    /// <summary>A file on disk opened for asynchronous I/O, created per call, written through the async-stream
    /// API.</summary>
    public static Sink FileAsync { get; } = new(IoPath.AsyncStream, true);

    /// <summary>Every sink, in report order.</summary>
    public static IReadOnlyList<Sink> All { get; } = [String, Utf8Bytes, Stream, AsyncStream, File, FileAsync];

    /// <summary>The kebab-case name used in reports and on the command line.</summary>
    public string Name => ToFile ? (Path == IoPath.AsyncStream ? "file-async" : "file") : Path.Name();

    /// <summary>The sink named <paramref name="name"/>.</summary>
    public static Sink Parse(string name) =>
        All.FirstOrDefault(s => s.Name == name) ?? throw new ArgumentException($"Unknown sink '{name}'", nameof(name));

    /// <inheritdoc />
    public override string ToString() => Name;
}
