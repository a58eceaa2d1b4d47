using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// Strings over every Unicode plane, with the characters JSON writers treat specially on purpose: control
/// characters (C0, DEL, C1), lone high and low surrogates, U+2028/U+2029, the BOM, quotes, backslashes, slashes
/// and HTML-sensitive characters. No char values: NetJSON's quoting of a char depends on what it wrote first in the
/// process, so a generated char's outcome would depend on the order of the run.
/// </summary>
public static class StringGenerators
{
    private static readonly Gen<string> Special = Gen.Elements(
        "\0", "\b", "\f", "\n", "\r", "\t", "\u001f", "\u007f", "\u0085", "\u009f",
        "\uD800", "\uDBFF", "\uDC00", "\uDFFF",
        "\u2028", "\u2029", "\uFEFF", "\"", "\\", "/", "<", ">", "&", "'", "+", "\\/");

    // A scalar value of any plane: BMP (outside surrogates), or a supplementary one written as a surrogate pair.
    private static readonly Gen<string> AnyScalar = Gen.Frequency(
        (3, Gen.Choose(0x20, 0x7E)),
        (2, Gen.Choose(0xA0, 0xD7FF)),
        (1, Gen.Choose(0xE000, 0xFFFD)),
        (2, Gen.Choose(0x10000, 0x10FFFF))).Select(char.ConvertFromUtf32);

    private static readonly Gen<string> Piece = Gen.Frequency((3, AnyScalar), (1, Special));

    /// <summary>A string of 0–12 pieces (a piece is one scalar value or one special character).</summary>
    public static Gen<string> String { get; } = Gen.Frequency(
        (1, Gen.Elements("", "null", "true", "123", "2018-08-07T05:13:28Z", "/Date(1533618808134)/")),
        (6, from count in Gen.Choose(1, 12) from pieces in Gen.ListOf(Piece, count) select string.Concat(pieces)));

    /// <summary>A printable ASCII word: names in the objects and collections topics, whose subject is not
    /// strings.</summary>
    public static Gen<string> Word { get; } =
        from count in Gen.Choose(0, 8) from chars in Gen.ListOf(Gen.Choose('a', 'z').Select(i => (char)i), count)
        select new string([.. chars]);

    /// <summary>The strings topic.</summary>
    public static Gen<Generated> All { get; } = Gen.Frequency(
        (4, Generated.Of(String)),
        (2, Generated.Of(String.Select(s => new Holder<string> { Value = s }))),
        (1, Generated.Of(Bits.ListOf(String))),
        (1, Generated.Of(Bits.KeyedOf(String))),
        (1, Generated.Of(Bits.ListOf(String).Select(ss => ss.Distinct().ToDictionary(s => s, s => s.Length)))));
}
