using System.Runtime.CompilerServices;
using System.Security.Cryptography;
using System.Text;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Records;
using SerializerCompat.Repository;
using SerializerCompat.Values;

namespace SerializerCompat.Evidence;

/// <summary>
/// The version of a case or an input a golden is made from: the declared type and the value (one line per member, as
/// the matrix records it), or the declared type and the input's text. Two versions differ exactly when the evidence
/// of one is no evidence for the other.
/// </summary>
public static class CaseVersion
{
    private static readonly ConditionalWeakTable<ICase, Described> Cache = [];

    /// <summary>The declared type of <paramref name="testCase"/> as evidence names it.</summary>
    public static string DeclaredType(ICase testCase) => Describe(testCase).Type;

    /// <summary>The value of <paramref name="testCase"/>, one printable line per member.</summary>
    public static IReadOnlyList<string> ValueLines(ICase testCase) => Describe(testCase).Lines;

    /// <summary>A short fingerprint of the case's type and value.</summary>
    public static string Of(ICase testCase) => Describe(testCase).Fingerprint;

    /// <summary>A short fingerprint of the input's target type and text (a missing file is a version of its
    /// own).</summary>
    public static string Of(IJsonInput input)
    {
        var path = RepoPaths.Resolve(input.RepoRelativePath);
        var text = File.Exists(path) ? File.ReadAllText(path) : "(no file)";
        return Hash($"{ValueDescriber.TypeName(input.TargetType)}\n{text}");
    }

    /// <summary>Whether a matrix record was made from this version of the case (its recorded type and value are the
    /// case's).</summary>
    public static bool Matches(CaseMatrixRecord record, ICase testCase) =>
        record.DeclaredType == DeclaredType(testCase)
            && record.ValueWritten.SequenceEqual(ValueLines(testCase), StringComparer.Ordinal);

    private static Described Describe(ICase testCase) => Cache.GetValue(testCase, c =>
    {
        var type = ValueDescriber.TypeName(c.ValueType);
        string[] lines = [.. ValueDescriber.Describe(c.BoxedValue, c.ValueType).Split('\n')
            .Select(EvidenceJson.Printable)];
        return new Described(type, lines, Hash($"{type}\n{string.Join('\n', lines)}"));
    });

    // Twelve hex digits: a changed case is told apart by chance with odds of 1 in 2^48, and a line stays readable.
    private static string Hash(string text) =>
        Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(text)))[..12].ToLowerInvariant();

    private sealed record Described(string Type, IReadOnlyList<string> Lines, string Fingerprint);
}
