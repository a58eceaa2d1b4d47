using System.Collections;
using System.Collections.Concurrent;
using System.Dynamic;
using System.Reflection;

namespace SerializerCompat.Values;

/// <summary>The one classifier of values: which <see cref="ValueKind"/> a type is, asked by every walk.</summary>
public static class ValueKinds
{
    // Asked for every value of every walk: the answer depends on the type alone.
    private static readonly ConcurrentDictionary<Type, ValueKind> Known = new();

    /// <summary>The kind of a value of <paramref name="type"/>.</summary>
    public static ValueKind Of(Type type) => Known.GetOrAdd(type, Classify);

    /// <summary>Whether a value of <paramref name="kind"/> is one value, never walked into.</summary>
    public static bool IsOneValue(ValueKind kind) => kind is not (ValueKind.Dictionary or ValueKind.Sequence
        or ValueKind.Object or ValueKind.Nullable);

    /// <summary>Whether a value of <paramref name="kind"/> is a document (System.Text.Json's or a library's): one value
    /// to every walk but the one that shows a document's structure (<see cref="DocumentStructure"/>).</summary>
    public static bool IsDocument(ValueKind kind) => kind is ValueKind.JsonDocument or ValueKind.LibraryDocument;

    /// <summary>The entries of a <see cref="ValueKind.Dictionary"/> value as one dictionary to enumerate and look
    /// up: itself, or for an <c>ExpandoObject</c> its members by name in their order.</summary>
    public static IDictionary Entries(object dictionary) =>
        dictionary as IDictionary ?? new Dictionary<string, object?>((IDictionary<string, object?>)dictionary);

    /// <summary>The declared types of a dictionary type's keys and values (object when it says none).</summary>
    public static (Type Key, Type Value) EntryTypes(Type type) =>
        Generic(type, typeof(IDictionary<,>)) is [var key, var value] ? (key, value) : (typeof(object), typeof(object));

    /// <summary>The declared type of a sequence type's items (object when it says none).</summary>
    public static Type ItemType(Type type) =>
        type.IsArray ? type.GetElementType()!
        : Generic(type, typeof(IEnumerable<>)) is [var item] ? item
        : typeof(object);

    private static ValueKind Classify(Type type) =>
        System.Nullable.GetUnderlyingType(type) is not null ? ValueKind.Nullable
        : type.IsEnum ? ValueKind.Enum
        : LeafTypes.Contains(type) ? ValueKind.Leaf
        : JsonDom.Is(type) ? ValueKind.JsonDocument
        : ContentLeaves.Is(type) ? ValueKind.ContentLeaf
        : IsLibraryDocument(type) ? ValueKind.LibraryDocument
        : IsRuntimeObject(type) ? ValueKind.RuntimeObject
        : typeof(IDictionary).IsAssignableFrom(type) || IsMembersByName(type) ? ValueKind.Dictionary
        : typeof(IEnumerable).IsAssignableFrom(type) ? ValueKind.Sequence
        : ValueKind.Object;

    // Every library under test makes its DOM dynamic (Newtonsoft's JToken, Jil's JsonObject, SpanJson's dynamic
    // values) except System.Text.Json, whose documents are the framework's own (JsonDom): a rule by kind, so no list
    // of library namespaces can miss a library. A dynamic object that is a dictionary of its members (the framework's
    // ExpandoObject) is walked as that dictionary: its text is only its type name.
    private static bool IsLibraryDocument(Type type) =>
        typeof(IDynamicMetaObjectProvider).IsAssignableFrom(type) && !IsMembersByName(type);

    private static bool IsMembersByName(Type type) =>
        !typeof(IDictionary).IsAssignableFrom(type) && typeof(IDictionary<string, object?>).IsAssignableFrom(type);

    // Walking a runtime object's members would walk the loaded program (a Type leads to its assembly and every type in
    // it), so it is one value, its text.
    private static bool IsRuntimeObject(Type type) =>
        typeof(MemberInfo).IsAssignableFrom(type) || typeof(Assembly).IsAssignableFrom(type)
        || typeof(Module).IsAssignableFrom(type) || typeof(ParameterInfo).IsAssignableFrom(type)
        || typeof(Delegate).IsAssignableFrom(type) || type == typeof(IntPtr) || type == typeof(UIntPtr);

    private static Type[]? Generic(Type type, Type definition) =>
        type.GetInterfaces().Append(type)
            .FirstOrDefault(i => i.IsGenericType && i.GetGenericTypeDefinition() == definition)?.GetGenericArguments();
}
