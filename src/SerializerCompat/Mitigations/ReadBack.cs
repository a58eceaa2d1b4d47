using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Recording;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Mitigations;

/// <summary>
/// Typed calls for proofs: a reader's value graded by the verdict engine, a writer's text. Every call that feeds one
/// library's output to another is bounded, so a reader that never returns is a HANG verdict, not a stuck test.
/// </summary>
internal static class ReadBack
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(10);

    /// <summary>The value <paramref name="reader"/> reads from <paramref name="json"/> as the case's type, graded
    /// against the case's value.</summary>
    public static Task<Verdict> GradeAsync(ISerializerAdapter reader, ICase testCase, string json) =>
        testCase.Accept(new CaseReader(reader, json));

    /// <summary>What <paramref name="reader"/> reads from <paramref name="json"/> as the input's type: the value, or
    /// the verdict of a failed call.</summary>
    public static Task<(object? Value, Verdict? Failure)> ReadAsync(
        ISerializerAdapter reader, IJsonInput input, string json) =>
        input.Accept(new InputReader(reader, json));

    /// <summary>What <paramref name="writer"/> writes for the case, as the golden layer records it.</summary>
    public static Task<Outcome> WriteAsync(ISerializerAdapter writer, ICase testCase) =>
        Recorder.SerializeAsync(writer, testCase);

    private static async Task<(object? Value, Verdict? Failure)> BoundedAsync<T>(Func<T?> read)
    {
        try
        {
            return (await Task.Run(read).WaitAsync(Timeout), null);
        }
        catch (TimeoutException)
        {
            return (null, new Verdict(Grade.Hang, "$", "", "", $"no answer within {Timeout.TotalSeconds:0} s"));
        }
        catch (Exception e)
        {
            return (null, Verdict.Rejected(e));
        }
    }

    private sealed class CaseReader(ISerializerAdapter reader, string json) : ICaseVisitor<Task<Verdict>>
    {
        public async Task<Verdict> Visit<T>(Case<T> testCase)
        {
            var (value, failure) = await BoundedAsync(() => reader.DeserializeFromString<T>(json));
            return failure ?? ValueComparer.Compare(testCase.Value, value);
        }
    }

    private sealed class InputReader(ISerializerAdapter reader, string json)
        : IJsonInputVisitor<Task<(object?, Verdict?)>>
    {
        public Task<(object?, Verdict?)> Visit<T>(JsonInput<T> input) =>
            BoundedAsync(() => reader.DeserializeFromString<T>(json));
    }
}
