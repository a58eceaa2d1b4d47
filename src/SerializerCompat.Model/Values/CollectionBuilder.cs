using System.Collections;
using System.Reflection;

namespace SerializerCompat.Values;

/// <summary>
/// A collection of a declared type built from its items the way a library builds it: an array of them, an interface as
/// <c>List&lt;T&gt;</c> (<c>HashSet&lt;T&gt;</c> for a set), a type with <c>Add</c> filled, one taking its items in a
/// constructor (<c>ReadOnlyCollection&lt;T&gt;</c>), or an immutable one from its <c>CreateRange</c>
/// (<c>ImmutableArray&lt;T&gt;</c>). Shared by the value generator and the worker transport, so a type one can make the
/// other can carry.
/// </summary>
public static class CollectionBuilder
{
    /// <summary>A <paramref name="type"/> holding <paramref name="items"/> of <paramref name="item"/>; throws when the
    /// type offers no way in.</summary>
    public static object Build(Type type, Type item, IEnumerable<object?> items)
    {
        var typed = (IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(item))!;
        foreach (var element in items)
        {
            typed.Add(element);
        }

        if (type.IsArray)
        {
            var array = Array.CreateInstance(item, typed.Count);
            typed.CopyTo(array, 0);
            return array;
        }

        if (type.IsInterface || type.IsAbstract)
        {
            var set = Implements(type, typeof(ISet<>))
                || type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IReadOnlySet<>);
            return set ? Activator.CreateInstance(typeof(HashSet<>).MakeGenericType(item), typed)! : typed;
        }

        if (type.GetConstructor(Type.EmptyTypes) is not null
            && type.GetMethod("Add", [item]) is { ReturnType: var returns } add && returns != type)
        {
            var collection = Activator.CreateInstance(type)!;
            foreach (var element in typed)
            {
                add.Invoke(collection, [element]);
            }

            return collection;
        }

        if (type.GetConstructors()
            .FirstOrDefault(c => c.GetParameters() is [var only]
                && only.ParameterType.IsAssignableFrom(typed.GetType())) is { } fromItems)
        {
            return fromItems.Invoke([typed]);
        }

        var builder = type.IsGenericType
            ? type.Assembly.GetType($"{type.Namespace}.{type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)]}")
            : null;
        var createRange = builder?.GetMethods(BindingFlags.Public | BindingFlags.Static)
            .FirstOrDefault(m => m is { Name: "CreateRange", IsGenericMethodDefinition: true }
                && m.GetGenericArguments().Length == 1 && m.GetParameters().Length == 1);
        return createRange?.MakeGenericMethod(item).Invoke(null, [typed])
            ?? throw new NotSupportedException($"{ValueDescriber.TypeName(type)}" +
                $" cannot be built: no Add, no constructor taking its items, no CreateRange");
    }

    /// <summary>
    /// True for a struct collection left at its default (<c>ImmutableArray&lt;T&gt;.IsDefault</c>): it cannot be
    /// enumerated, and it stands for no items at all rather than an empty list.
    /// </summary>
    public static bool IsDefaultStruct(object collection) =>
        collection.GetType() is { IsValueType: true } type
            && type.GetProperty("IsDefault", typeof(bool))?.GetValue(collection) is true;

    private static bool Implements(Type type, Type generic) =>
        type.GetInterfaces().Append(type).Any(i => i.IsGenericType && i.GetGenericTypeDefinition() == generic);
}
