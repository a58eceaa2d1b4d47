using System.Collections;
using System.Dynamic;
using System.Linq.Expressions;
using System.Text.Json;
using System.Text.Json.Nodes;
using Microsoft.CSharp.RuntimeBinder;

namespace SerializerCompat.Values;

/// <summary>
/// A document (<see cref="ValueKind.JsonDocument"/>, <see cref="ValueKind.LibraryDocument"/>) seen as its structure
/// rather than its text: what a walk that shows an untyped parse (<see cref="ValueWalk{TResult}"/> built with
/// <c>documentsAsStructure</c>) hands to its document step. Null from <see cref="Of"/> is a leaf of the document (a
/// JSON string or number, a library's own number type): the walk hands it to the one-value step. Members and items
/// are enumerated as the walk reaches them, so a library's lazy document fails where it is read, and no library code
/// is asked for more than the walk shows (a container's own ToString may recurse without bound).
/// </summary>
public abstract record DocumentStructure
{
    /// <summary>The structure of <paramref name="document"/>, or null for a leaf.</summary>
    public static DocumentStructure? Of(object document)
    {
        switch (document)
        {
            case JsonElement element:
                return element.ValueKind switch
                {
                    JsonValueKind.Object => new DocumentMembers(
                        element.EnumerateObject().Select(p => (p.Name, (object?)p.Value))),
                    JsonValueKind.Array => new DocumentItems(element.EnumerateArray().Select(e => (object?)e)),
                    _ => null,
                };
            case JsonObject node:
                return new DocumentMembers(node.Select(p => (p.Key, (object?)p.Value)));
            case JsonArray node:
                return new DocumentItems(node);
            case JsonValue node:
                return node.TryGetValue<JsonElement>(out var held) ? new DocumentWrapper(held) : null;
        }

        if (WrappedValue(document) is { } wrapped)
        {
            return wrapped;
        }

        if (document is IDictionary dictionary)
        {
            return DocumentMembers.Of(dictionary);
        }

        if (NamedMembers(document) is { } members)
        {
            return new DocumentMembers(members);
        }

        if (document is IEnumerable sequence)
        {
            return new DocumentItems(sequence.Cast<object?>());
        }

        if (document is DynamicObject dynamicObject && dynamicObject.GetDynamicMemberNames().Any())
        {
            return new DocumentMembers(
                dynamicObject.GetDynamicMemberNames().Select(name => (name, Member(dynamicObject, name))));
        }

        if (document is IDynamicMetaObjectProvider && AsEnumerable(document) is { } dynamicSequence
            && dynamicSequence.Cast<object?>().Any())
        {
            // An empty one could be an array or an object: it is a leaf, shown by its own text.
            var items = dynamicSequence.Cast<object?>().ToList();
            var pairs = items.Select(Pair).ToList();
            return pairs.Count > 0 && pairs.All(p => p is not null)
                ? new DocumentMembers(pairs.Select(p => p!.Value))
                : new DocumentItems(items);
        }

        return null;
    }

    // A DOM leaf that wraps a CLR value (Newtonsoft's JValue): the wrapped value is what a caller gets.
    private static DocumentWrapper? WrappedValue(object value)
    {
        var property = value.GetType().GetProperty("Value", typeof(object));
        return property is { CanRead: true } && property.GetIndexParameters().Length == 0
            && property.GetMethod!.IsPublic
            ? new DocumentWrapper(property.GetValue(value))
            : null;
    }

    // An object exposed as IEnumerable<KeyValuePair<string, T>> (Newtonsoft's JObject, which also enumerates as
    // its JProperty children through the non-generic interface).
    private static IEnumerable<(string, object?)>? NamedMembers(object value)
    {
        var pairs = value.GetType().GetInterfaces().FirstOrDefault(i =>
            i.IsGenericType && i.GetGenericTypeDefinition() == typeof(IEnumerable<>)
            && IsNamedPair(i.GetGenericArguments()[0]));
        if (pairs is null)
        {
            return null;
        }

        var pairType = pairs.GetGenericArguments()[0];
        var key = pairType.GetProperty("Key")!;
        var member = pairType.GetProperty("Value")!;
        var enumerator = (IEnumerator)pairs.GetMethod("GetEnumerator")!.Invoke(value, null)!;
        return Enumerate(enumerator).Select(p => ((string)key.GetValue(p)!, member.GetValue(p)));
    }

    // A member of a dynamic object enumerated through the DLR: a KeyValuePair<string, T>, or a dynamic wrapper with
    // Key and Value members (Jil's KeyValuePairWrapper).
    private static (string Name, object? Value)? Pair(object? item)
    {
        if (item is null)
        {
            return null;
        }

        var type = item.GetType();
        if (IsNamedPair(type))
        {
            return ((string)type.GetProperty("Key")!.GetValue(item)!, type.GetProperty("Value")!.GetValue(item));
        }

        // Ask the DLR which members it has before binding one: Jil's binder formats the value for its "no such
        // member" error, and a number it cannot format (1e400) would throw from there.
        if (item is not IDynamicMetaObjectProvider provider
            || provider.GetMetaObject(Expression.Parameter(typeof(object))).GetDynamicMemberNames()
                .ToHashSet() is not { } names
            || !names.Contains("Key") || !names.Contains("Value"))
        {
            return null;
        }

        try
        {
            dynamic pair = item;
            return ((string)pair.Key, (object?)pair.Value);
        }
        catch (Exception e) when (e is RuntimeBinderException or InvalidCastException)
        {
            return null;
        }
    }

    private static bool IsNamedPair(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(KeyValuePair<,>)
            && type.GetGenericArguments()[0] == typeof(string);

    private static IEnumerable<object> Enumerate(IEnumerator enumerator)
    {
        while (enumerator.MoveNext())
        {
            yield return enumerator.Current;
        }
    }

    private static object? Member(DynamicObject value, string name) =>
        value.TryGetMember(new MemberBinder(name), out var result) ? result : "(member not readable)";

    // A dynamic object that is a collection only through the DLR (Jil's JsonObject converts to IEnumerable when it
    // is an array or an object); a scalar refuses the conversion.
    private static IEnumerable? AsEnumerable(object value)
    {
        try
        {
            return (IEnumerable)(dynamic)value;
        }
        catch (Exception e) when (e is RuntimeBinderException or InvalidCastException)
        {
            return null;
        }
    }

    private sealed class MemberBinder(string name) : GetMemberBinder(name, ignoreCase: false)
    {
        public override DynamicMetaObject FallbackGetMember(
            DynamicMetaObject target, DynamicMetaObject? errorSuggestion) =>
            throw new InvalidOperationException($"no member {Name}");
    }
}

/// <summary>A document of members by name, in the document's order (a name may repeat).</summary>
public sealed record DocumentMembers(IEnumerable<(string Name, object? Value)> Members) : DocumentStructure
{
    /// <summary>A dictionary's entries as members, each key by its invariant text, in the dictionary's order.</summary>
    public static DocumentMembers Of(IDictionary entries) => new(Entries(entries));

    // The dictionary's own enumerator yields DictionaryEntry; its IEnumerable one may yield KeyValuePair.
    private static IEnumerable<(string, object?)> Entries(IDictionary dictionary)
    {
        var entries = dictionary.GetEnumerator();
        while (entries.MoveNext())
        {
            yield return (Convert.ToString(entries.Key, System.Globalization.CultureInfo.InvariantCulture) ?? "",
                entries.Value);
        }
    }
}

/// <summary>A document of items in order.</summary>
public sealed record DocumentItems(IEnumerable<object?> Items) : DocumentStructure;

/// <summary>A document node that wraps one value (Newtonsoft's JValue): walked as that value, in its place.</summary>
public sealed record DocumentWrapper(object? Value) : DocumentStructure;
