using SerializerCompat.Values;
using SerializerCompat.Adapters;
using SerializerCompat.Recording;

namespace SerializerCompat.Conformance;

/// <summary>
/// The worker's side of a conformance run: one library parses one document and the value it returns is described.
/// Runs library code, so it only ever runs inside a worker process (ConformanceRunner never calls it).
/// </summary>
public static class UntypedParse
{
    /// <summary>
    /// The stack of the thread a parse runs on: 1.5 MiB, what a .NET thread-pool thread gets on Linux, where a web
    /// request would parse. Fixed so that how deep a library can recurse does not depend on which thread serves.
    /// </summary>
    public const int StackSize = 1536 * 1024;

    /// <summary>
    /// What the worker parses first, with a generous timeout, so that JIT and a library's code generation are not
    /// timed against a file. No exponent: NetJSON's untyped read never returns on one (y_number_exponent).
    /// </summary>
    public static readonly byte[] WarmUpDocument = """{"a":[1,-2.5,"x\u00e9",true,false,null],"b":{}}"""u8.ToArray();

    /// <summary>
    /// Reads and parses the file at <paramref name="path"/>: running out of the worker's capped heap while reading it
    /// is RESOURCE, as it is while parsing.
    /// </summary>
    public static async Task<ParseOutcome> RunFileAsync(ISerializerAdapter adapter, string path)
    {
        byte[] utf8Json;
        try
        {
            utf8Json = await File.ReadAllBytesAsync(path);
        }
        catch (OutOfMemoryException e)
        {
            return OutOfMemory(e);
        }

        return Run(adapter, utf8Json);
    }

    /// <summary>Parses <paramref name="utf8Json"/> with <paramref name="adapter"/>'s untyped API and describes the
    /// outcome.</summary>
    public static ParseOutcome Run(ISerializerAdapter adapter, byte[] utf8Json)
    {
        ParseOutcome? outcome = null;
        var thread = new Thread(() => outcome = RunHere(adapter, utf8Json), StackSize)
        {
            Name = $"parse with {adapter.Name}"
        };
        thread.Start();
        thread.Join();
        return outcome!;
    }

    private static ParseOutcome RunHere(ISerializerAdapter adapter, byte[] utf8Json)
    {
        object? value;
        try
        {
            value = adapter.ParseUntyped(utf8Json);
        }
        catch (UntypedParseNotSupportedException e)
        {
            return ParseOutcome.Of(ParseOutcomeKind.NotSupported, e.Message);
        }
        catch (OutOfMemoryException e)
        {
            // The worker's heap is capped: running out says how big this run lets a document get, not that the
            // library refuses the JSON.
            return OutOfMemory(e);
        }
        catch (Exception e)
        {
            return ParseOutcome.Of(ParseOutcomeKind.Reject, ExceptionText.Describe(e));
        }

        try
        {
            return ParseOutcome.Of(ParseOutcomeKind.Accept, ParsedValueText.Describe(value));
        }
        catch (OutOfMemoryException e)
        {
            return OutOfMemory(e);
        }
        catch (Exception e) when (e.TargetSite?.DeclaringType?.Assembly is var thrower
            && thrower != typeof(UntypedParse).Assembly && thrower != typeof(DocumentStructure).Assembly)
        {
            // A lazy DOM (System.Text.Json's JsonObject checks duplicate names on first access) throws when the value
            // is read: for a caller that is a rejection, one step later. An exception thrown by our own describing
            // code (here, or the walk and DocumentStructure in the model) is a defect of the suite, not the
            // library's, and reaches the supervisor as one.
            return ParseOutcome.Of(
                ParseOutcomeKind.Reject, $"(thrown when the returned value was read) {ExceptionText.Describe(e)}");
        }
    }

    private static ParseOutcome OutOfMemory(OutOfMemoryException e) =>
        ParseOutcome.Of(
            ParseOutcomeKind.Resource, $"out of memory in the worker ({ExceptionText.Describe(e)}" +
                $"): the run's heap cap, not the library's verdict");
}
