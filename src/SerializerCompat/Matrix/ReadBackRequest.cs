using System.Text.Json.Serialization;
using SerializerCompat.Evidence;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>The verdict of <paramref name="Reader"/> reading <paramref name="Json"/> as the type of the case named
/// <paramref name="Case"/>, graded against the case's value.</summary>
[WorkerVerb("read-back", typeof(MatrixRequestsJsonContext))]
public sealed record ReadBackRequest(string Reader, string Case, string Json) : IWorkerRequest<Verdict>;

/// <summary>What a worker runs for the matrix's request.</summary>
public static class MatrixHandlers
{
    /// <summary>Registers it.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers.On<ReadBackRequest, Verdict>(
        async request => AsRecorded(await Recorder.ReadBackAsync(
            IsolationHandlers.AdapterNamed(request.Reader), Catalogue.Get(request.Case), request.Json)));

    // Emulates the string protocol on purpose, so the typed protocol changed no golden: that protocol carried a verdict
    // as System.Text.Json text, which writes a lone surrogate as U+FFFD, and the matrix goldens recorded that. It was a
    // loss of the old path, not the library's doing: on char-lone-surrogate NetJSON writes the lone U+D83D alone
    // (snapshots/serialize), and Newtonsoft's message quotes the character it met, U+D83D, which the golden shows as
    // '�'. The codec carries it as written; without this step the golden shows ⟨U+D83D⟩, a golden change to make and
    // accept on its own.
    private static Verdict AsRecorded(Verdict verdict) => verdict with
    {
        Path = Replaced(verdict.Path),
        Expected = Replaced(verdict.Expected),
        Actual = Replaced(verdict.Actual),
        Explanation = Replaced(verdict.Explanation),
    };

    private static string Replaced(string text) => TextEscape.Map(text, c => char.IsSurrogate(c) ? "\uFFFD" : null);
}

/// <summary>The metadata of the matrix's request and its answer: enums by name, as the verdicts' own JSON had
/// them.</summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(ReadBackRequest))]
[JsonSerializable(typeof(Verdict))]
internal sealed partial class MatrixRequestsJsonContext : JsonSerializerContext;
