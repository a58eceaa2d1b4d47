using System.Runtime.InteropServices;

namespace SerializerCompat.Isolation;

/// <summary>
/// The line protocol between <see cref="WorkerSession"/> and a worker started with <c>serve</c>. The worker prints
/// <c>ready</c> once; then each request is one line, the verb and its arguments separated by tabs, each argument
/// Base64 of its UTF-16 code units, so no console encoding can alter a byte and a lone surrogate (which UTF-8 cannot
/// carry: it would arrive as U+FFFD) arrives as written; each answer is one line <c>ok</c> or <c>error</c>, a tab and
/// the Base64 text.
/// </summary>
public static class WorkerProtocol
{
    /// <summary>The command-line argument that starts a worker's request loop.</summary>
    public const string ServeArgument = "serve";

    /// <summary>The first line a worker prints when it is ready for requests.</summary>
    public const string Ready = "ready";

    private const string Ok = "ok";
    private const string Error = "error";

    /// <summary>The worker's loop: answers requests from <paramref name="input"/> with <paramref name="run"/> until it ends.</summary>
    public static async Task ServeAsync(TextReader input, TextWriter output, Func<string, IReadOnlyList<string>, Task<string>> run)
    {
        await output.WriteLineAsync(Ready);
        await output.FlushAsync();
        while (await input.ReadLineAsync() is { } line)
        {
            var fields = line.Split('\t');
            string answer;
            try
            {
                answer = $"{Ok}\t{Encode(await run(fields[0], [.. fields.Skip(1).Select(Decode)]))}";
            }
            catch (Exception e)
            {
                // A verb that throws is a defect of the suite (a library's exception is part of a verb's answer).
                answer = $"{Error}\t{Encode(e.ToString())}";
            }

            await output.WriteLineAsync(answer);
            await output.FlushAsync();
        }
    }

    /// <summary>One request line.</summary>
    public static string Request(string verb, IEnumerable<string> arguments) =>
        string.Join('\t', [verb, .. arguments.Select(Encode)]);

    /// <summary>The text of an answer line; throws <see cref="WorkerRequestException"/> for an <c>error</c> answer.</summary>
    public static string ParseAnswer(string line)
    {
        var tab = line.IndexOf('\t', StringComparison.Ordinal);
        var (status, text) = tab < 0 ? (line, "") : (line[..tab], Decode(line[(tab + 1)..]));
        return status switch
        {
            Ok => text,
            Error => throw new WorkerRequestException(text),
            _ => throw new WorkerRequestException($"unexpected line from the worker: {line}"),
        };
    }

    private static string Encode(string text) => Convert.ToBase64String(MemoryMarshal.AsBytes(text.AsSpan()));

    private static string Decode(string base64) => new(MemoryMarshal.Cast<byte, char>(Convert.FromBase64String(base64)));
}
