using System.Reflection;
using System.Text.Json;
using FsCheck;
using FsCheck.Fluent;

namespace SerializerCompat.Checks;

/// <summary>
/// Values of the types that hold a JSON document rather than members — Newtonsoft's <c>JToken</c> family,
/// System.Text.Json's <see cref="JsonElement"/>, <see cref="JsonDocument"/> and <c>JsonNode</c> family, any type a
/// library parses from text — made by the type's own <c>Parse</c> from JSON texts of every shape, so a contract that
/// keeps raw JSON gets raw JSON. Found by what a type offers (a static <c>Parse(string)</c> returning it), not by a
/// list of library namespaces, so a DOM this file never heard of is covered too.
/// </summary>
public static class JsonShapedValues
{
    /// <summary>Documents of every JSON kind: objects with nested values, arrays, strings, numbers, booleans,
    /// null.</summary>
    public static IReadOnlyList<string> Texts { get; } =
    [
        """{"id":"cus_1","amount":1250,"paid":true,"tags":["a","b"],"address":{"city":"Kathmandu","zip":null}}""",
        """{}""",
        """[1,"two",null,{"a":1.5}]""",
        """[]""",
        "\"text\"",
        "42",
        "12.5",
        "true",
        "null",
    ];

    /// <summary>A generator of <paramref name="type"/> from <see cref="Texts"/>, or null when the type is not parsed
    /// from JSON text.</summary>
    public static Gen<object?>? For(Type type)
    {
        if (type == typeof(JsonElement))
        {
            return Gen.Elements(Texts.Select(t => (object?)JsonDocument.Parse(t).RootElement.Clone()).ToArray());
        }

        var parse = Parser(type);
        // A parser of JSON takes an object or an array (an identifier type's Parse throws on both): anything else is
        // not a document type.
        if (parse is null || Attempt(parse, "{}") is null && Attempt(parse, "[]") is null)
        {
            return null;
        }

        // Each text the type takes (JObject.Parse refuses an array; JValue is only what JToken.Parse gives a scalar),
        // parsed anew for every value: a document is mutable, and one value may hold it twice.
        var texts = Texts.Where(text => Attempt(parse, text) is { } parsed && type.IsInstanceOfType(parsed)).ToArray();
        return texts.Length == 0 ? null : Gen.Elements(texts).Select(text => Invoke(parse, text));
    }

    // A static Parse whose first parameter is the text and whose other parameters are optional, inherited ones included
    // (JValue gets JToken.Parse), returning something the type can hold.
    private static MethodInfo? Parser(Type type) =>
        type.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.FlattenHierarchy)
            .Where(m => m.Name == "Parse" && !m.IsGenericMethodDefinition
                && m.GetParameters() is [{ ParameterType: var first }, .. var rest] && first == typeof(string)
                && rest.All(p => p.IsOptional)
                && (type.IsAssignableFrom(m.ReturnType) || m.ReturnType.IsAssignableFrom(type)))
            .OrderBy(m => m.GetParameters().Length).FirstOrDefault();

    private static object? Attempt(MethodInfo parse, string text)
    {
        try
        {
            return Invoke(parse, text);
        }
        catch (TargetInvocationException)
        {
            return null;
        }
    }

    private static object? Invoke(MethodInfo parse, string text) =>
        parse.Invoke(null, [text, .. parse.GetParameters().Skip(1).Select(_ => Type.Missing)]);
}
