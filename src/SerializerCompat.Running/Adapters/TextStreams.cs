namespace SerializerCompat.Adapters;

/// <summary>
/// For libraries whose stream API is a TextWriter/TextReader API: the stream is wrapped as UTF-8 without a BOM
/// (StreamWriter's default) and left open, the way a user of that library wraps it.
/// </summary>
public static class TextStreams
{
    /// <summary>Lets <paramref name="write"/> write text into <paramref name="stream"/>.</summary>
    public static void Write(Stream stream, Action<TextWriter> write)
    {
        using var writer = new StreamWriter(stream, leaveOpen: true);
        write(writer);
    }

    /// <summary>Lets <paramref name="read"/> read text from <paramref name="stream"/>.</summary>
    public static T Read<T>(Stream stream, Func<TextReader, T> read)
    {
        using var reader = new StreamReader(stream, leaveOpen: true);
        return read(reader);
    }
}
