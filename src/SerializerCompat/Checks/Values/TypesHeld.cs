using System.Reflection;

namespace SerializerCompat.Checks;

/// <summary>
/// Every type a library may be asked about when it writes or reads a type's values: the types its members declare
/// (element, key and value types, a nullable's underlying type, base types, at any depth) and the run-time type of
/// everything the values hold (what an <c>object</c>, interface or abstract member holds is only known there). A fix
/// whose change reaches none of them (<see cref="Adapters.IChangeScope"/>) is not re-run.
/// </summary>
public static class TypesHeld
{
    private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic
        | BindingFlags.DeclaredOnly;

    // A value graph larger than this is not walked to its end; every fix is then re-run.
    private const int MaxObjects = 500_000;

    /// <summary>The types <paramref name="type"/> and <paramref name="values"/> hold, or null when the values are too
    /// large to walk (then assume every type).</summary>
    public static IReadOnlySet<Type>? Of(Type type, IEnumerable<object?> values)
    {
        var types = new HashSet<Type>();
        Declared(type, types);
        var seen = new HashSet<object>(ReferenceEqualityComparer.Instance);
        var pending = new Stack<object>(values.OfType<object>());
        while (pending.Count > 0)
        {
            if (seen.Count > MaxObjects)
            {
                return null;
            }

            var value = pending.Pop();
            var runtime = value.GetType();
            if (!runtime.IsValueType && !seen.Add(value))
            {
                continue;
            }

            Declared(runtime, types);
            if (Opaque(runtime))
            {
                continue;
            }

            if (value is Array array)
            {
                if (!runtime.GetElementType()!.IsPrimitive)
                {
                    foreach (var item in array)
                    {
                        Push(pending, item);
                    }
                }

                continue;
            }

            foreach (var field in Fields(runtime))
            {
                Push(pending, field.GetValue(value));
            }
        }

        return types;
    }

    /// <summary>Whether <paramref name="scope"/>'s change reaches any of <paramref name="held"/>.</summary>
    public static bool AnyReached(IReadOnlySet<Type> held, Adapters.IChangeScope scope) =>
        held.Any(type => Reaching.GetOrAdd((scope.GetType(), type), static (key, s) => s.Reaches(key.Held), scope));

    // A profile's answer for a type is a property of the profile's class and the type, and the data-contract profile's
    // reflects every member of the hierarchy: asked afresh for every type each of Stripe.net's types holds, it took a
    // fifth of a worker's time. Asked once per worker.
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<
        (Type Scope, Type Held), bool> Reaching = new();

    private static void Push(Stack<object> pending, object? value)
    {
        if (value is not null)
        {
            pending.Push(value);
        }
    }

    // What a type declares, at any depth: its members' types (any visibility: an attribute may include a private one),
    // generic arguments, element type, base types and the type arguments of the interfaces it implements.
    private static void Declared(Type type, HashSet<Type> types)
    {
        var pending = new Stack<Type>([type]);
        while (pending.Count > 0)
        {
            var next = pending.Pop();
            if (types.Add(next))
            {
                foreach (var child in Children.GetOrAdd(next, DirectlyDeclared))
                {
                    pending.Push(child);
                }
            }
        }
    }

    // An SDK's types share most of their graph: what one type declares directly is reflected once per worker.
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<Type, Type[]> Children = new();

    private static Type[] DirectlyDeclared(Type type)
    {
        if (Opaque(type))
        {
            return [];
        }

        IEnumerable<Type> children =
        [
            .. type.HasElementType ? [type.GetElementType()!] : Array.Empty<Type>(),
            .. type.IsGenericType ? type.GetGenericArguments() : [],
            .. type.GetInterfaces().Where(i => i.IsGenericType).SelectMany(i => i.GetGenericArguments()),
            .. type.BaseType is { } baseType ? [baseType] : Array.Empty<Type>(),
            .. type.GetMembers(Instance).Select(m => m switch
            {
                PropertyInfo p when p.GetIndexParameters().Length == 0 => p.PropertyType,
                FieldInfo f => f.FieldType,
                _ => null,
            }).OfType<Type>(),
        ];
        return [.. children.Where(c => !c.IsGenericParameter && !c.IsPointer && !c.IsByRef
            && !c.ContainsGenericParameters).Distinct()];
    }

    private static IEnumerable<FieldInfo> Fields(Type type)
    {
        for (var t = type; t is not null && t != typeof(object); t = t.BaseType)
        {
            foreach (var field in t.GetFields(Instance))
            {
                yield return field;
            }
        }
    }

    // Scalars hold nothing more; reflection and delegates are not data a library is given.
    private static bool Opaque(Type type) =>
        type.IsPrimitive || type.IsEnum || type == typeof(string) || type == typeof(decimal) || NotData.Is(type);
}
