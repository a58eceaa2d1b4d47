using System.Text;

namespace SerializerCompat.Adapters;

/// <summary>What a library's untyped parse is handed: the file's bytes, or text decoded from them.</summary>
public enum UntypedInput
{
    /// <summary>The bytes as they are, so invalid UTF-8 and a byte order mark reach the library.</summary>
    Utf8Bytes,

    /// <summary>
    /// Text from <see cref="UntypedApi.Decode"/>: the library has no byte API, so invalid UTF-8 reaches it as U+FFFD
    /// and a byte order mark as the character U+FEFF.
    /// </summary>
    DecodedText,
}

/// <summary>
/// A library's own untyped read (its DOM, or its object/dynamic read): the call, as a user would write it, and what
/// it is handed.
/// </summary>
public sealed record UntypedApi(string Call, UntypedInput Input)
{
    /// <summary>
    /// How a library without a byte API gets its text: <see cref="Encoding.UTF8"/>'s GetString, which replaces invalid
    /// sequences with U+FFFD and keeps a byte order mark as U+FEFF (File.ReadAllText would silently drop it).
    /// </summary>
    public static string Decode(byte[] utf8Json) => Encoding.UTF8.GetString(utf8Json);

    /// <summary>One line for goldens and reports: <c>JToken.Parse(string) on text decoded from the bytes</c>.</summary>
    public string Describe() => Input == UntypedInput.Utf8Bytes
        ? $"{Call} on the file's bytes"
        : $"{Call} on text decoded from the bytes (invalid UTF-8 becomes U+FFFD, a BOM stays U+FEFF)";
}
