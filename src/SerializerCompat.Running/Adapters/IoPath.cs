namespace SerializerCompat.Adapters;

/// <summary>The four ways a caller hands JSON to or takes it from a serializer.</summary>
public enum IoPath
{
    /// <summary>A .NET <see cref="string"/> (UTF-16).</summary>
    String,

    /// <summary>A UTF-8 byte array.</summary>
    Utf8Bytes,

    /// <summary>A synchronous <see cref="System.IO.Stream"/>.</summary>
    Stream,

    /// <summary>An asynchronous <see cref="System.IO.Stream"/> API.</summary>
    AsyncStream,
}

/// <summary>Stable, path-safe names of the I/O paths.</summary>
public static class IoPaths
{
    /// <summary>Every path, in the order reports list them.</summary>
    public static IReadOnlyList<IoPath> All { get; } = [
        IoPath.String, IoPath.Utf8Bytes, IoPath.Stream, IoPath.AsyncStream];

    /// <summary>The kebab-case name used in goldens and on the command line.</summary>
    public static string Name(this IoPath path) => path switch
    {
        IoPath.String => "string",
        IoPath.Utf8Bytes => "utf8-bytes",
        IoPath.Stream => "stream",
        IoPath.AsyncStream => "async-stream",
        _ => throw new ArgumentOutOfRangeException(nameof(path), path, null),
    };
}
