using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Recording;

/// <summary>The one place where cases and inputs meet serializers: every golden, matrix and report goes through
/// here.</summary>
public static class Recorder
{
    /// <summary>What <paramref name="adapter"/> writes for <paramref name="testCase"/> over
    /// <paramref name="path"/>.</summary>
    public static Task<Outcome> SerializeAsync(
        ISerializerAdapter adapter, ICase testCase, IoPath path = IoPath.String) =>
        testCase.Accept(new SerializeVisitor(adapter, path));

    /// <summary>What <paramref name="adapter"/> reads from <paramref name="json"/> into the input's target
    /// type.</summary>
    public static Task<Outcome> DeserializeAsync(
        ISerializerAdapter adapter, IJsonInput input, string json, IoPath path = IoPath.String) =>
        input.Accept(new DeserializeVisitor(adapter, json, path));

    /// <summary>
    /// The verdict on <paramref name="reader"/> reading <paramref name="json"/> (another library's output for
    /// <paramref name="testCase"/>) back as the case's type, against the case's value.
    /// </summary>
    public static Task<Verdict> ReadBackAsync(ISerializerAdapter reader, ICase testCase, string json) =>
        testCase.Accept(new ReadBackVisitor(reader, json));

    /// <summary>
    /// S(P(json)): <paramref name="adapter"/> reads <paramref name="json"/> as the case's type and writes the value it
    /// got again; null when the read threw (there is nothing to write).
    /// </summary>
    public static Task<Outcome?> RewriteAsync(ISerializerAdapter adapter, ICase testCase, string json) =>
        testCase.Accept(new RewriteVisitor(adapter, json));

    private sealed class RewriteVisitor(ISerializerAdapter adapter, string json) : ICaseVisitor<Task<Outcome?>>
    {
        public async Task<Outcome?> Visit<T>(Case<T> testCase)
        {
            T? value;
            try
            {
                value = await PathCalls.ReadAsync<T>(adapter, IoPath.String, json);
            }
            catch (Exception)
            {
                return null;
            }

            return await Capture.WriteAsync(async () => await PathCalls.WriteAsync(adapter, IoPath.String, value));
        }
    }

    private sealed class ReadBackVisitor(ISerializerAdapter reader, string json) : ICaseVisitor<Task<Verdict>>
    {
        public async Task<Verdict> Visit<T>(Case<T> testCase)
        {
            try
            {
                return ValueComparer.Compare(testCase.Value, await PathCalls.ReadAsync<T>(reader, IoPath.String, json));
            }
            catch (Exception e)
            {
                return Verdict.Rejected(e);
            }
        }
    }

    private sealed class SerializeVisitor(ISerializerAdapter adapter, IoPath path) : ICaseVisitor<Task<Outcome>>
    {
        public Task<Outcome> Visit<T>(Case<T> testCase) =>
            Capture.WriteAsync(async () => await PathCalls.WriteAsync(adapter, path, testCase.ValueToWrite()));
    }

    private sealed class DeserializeVisitor(ISerializerAdapter adapter, string json, IoPath path)
        : IJsonInputVisitor<Task<Outcome>>
    {
        public Task<Outcome> Visit<T>(JsonInput<T> input) =>
            Capture.ReadAsync(async () => await PathCalls.ReadAsync<T>(adapter, path, json), typeof(T));
    }
}
