using System.Collections;
using System.Reflection;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// FsCheck generators of a team's types, member by member from the declared types: leaves from
/// <see cref="BreakingValues"/>, null in every nullable and reference now and then, collections empty, with one
/// element or a few, abstract members as each known subtype. Nesting stops at <see cref="MaxDepth"/> (a reference
/// there is null), so a type that refers to itself still gets finite values.
/// </summary>
public sealed class TypeValues
{
    /// <summary>How deep members of the team's types nest in a generated value.</summary>
    public const int MaxDepth = 3;

    // FsCheck's size bounds its own list lengths and numbers; the generators here choose theirs, so it stays small.
    private const int Size = 10;

    private readonly Dictionary<(Type, int), Gen<object?>> _made = [];

    /// <summary><paramref name="count"/> values of <paramref name="type"/> from <paramref name="seed"/>: the same values on every machine.</summary>
    public IReadOnlyList<object?> Sample(Type type, int count, ulong seed) =>
        Gen.Sample(Root(type), count, new Rnd(seed), Size);

    // The value under check is never null at its root: a null root says nothing about its members.
    private Gen<object?> Root(Type type) => Construct(type, 0);

    private Gen<object?> For(Type type, int depth)
    {
        if (_made.TryGetValue((type, depth), out var made))
        {
            return made;
        }

        var gen = Make(type, depth);
        _made[(type, depth)] = gen;
        return gen;
    }

    private Gen<object?> Make(Type type, int depth)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return OrNull(For(underlying, depth));
        }

        var leaf = BreakingValues.For(type);
        if (leaf is not null)
        {
            return type.IsValueType || type == typeof(object) ? leaf : OrNull(leaf);
        }

        if (Element(type, typeof(IDictionary<,>)) is { } pair)
        {
            return MaybeNull(type, Dictionary(type, pair[0], pair[1], depth));
        }

        if (type != typeof(string) && Element(type, typeof(IEnumerable<>)) is [var item])
        {
            return MaybeNull(type, Sequence(type, item, depth));
        }

        if (depth >= MaxDepth || type.Namespace?.StartsWith("System", StringComparison.Ordinal) == true)
        {
            // Past the nesting bound, or a framework type the generators do not know: its default.
            return Gen.Constant(type.IsValueType ? Activator.CreateInstance(type) : null);
        }

        if (Construction.Of(type).Plan is null)
        {
            // A member of a type no library can construct (an abstract type without subtypes): null is all it can hold.
            return Gen.Constant<object?>(null);
        }

        return type.IsValueType ? Construct(type, depth) : OrNull(Construct(type, depth));
    }

    private Gen<object?> Construct(Type type, int depth)
    {
        var (plan, reason) = Construction.Of(type);
        if (plan is null)
        {
            throw new InvalidOperationException($"{type.FullName}: {reason}");
        }

        if (plan.Subtypes.Count > 0)
        {
            return Gen.OneOf(plan.Subtypes.Select(s => Construct(s, depth)));
        }

        var arguments = plan.Constructor?.GetParameters().Select(p => For(p.ParameterType, depth + 1)).ToList() ?? [];
        var members = plan.Settable.Select(m => For(Construction.MemberType(m), depth + 1)).ToList();
        return All(arguments).SelectMany(args => All(members).Select(values =>
        {
            var value = plan.Constructor is { } constructor ? constructor.Invoke([.. args]) : Activator.CreateInstance(type)!;
            for (var i = 0; i < values.Count; i++)
            {
                Construction.Set(plan.Settable[i], value, values[i]);
            }

            return (object?)value;
        }));
    }

    private Gen<object?> Sequence(Type type, Type item, int depth) =>
        Count().SelectMany(n => Gen.ListOf(For(item, depth + 1), n)).Select(items =>
        {
            if (type.IsArray)
            {
                var array = Array.CreateInstance(item, items.Count);
                for (var i = 0; i < items.Count; i++)
                {
                    array.SetValue(items[i], i);
                }

                return (object?)array;
            }

            return CollectionBuilder.Build(type, item, items);
        });

    private Gen<object?> Dictionary(Type type, Type key, Type value, int depth)
    {
        var keys = key == typeof(string) ? BreakingValues.Key.Select(k => (object?)k) : For(key, depth + 1).Where(k => k is not null);
        return Count().SelectMany(n => Gen.ListOf(keys.SelectMany(k => For(value, depth + 1).Select(v => (k!, v))), n)).Select(entries =>
        {
            var dictionary = (IDictionary)Activator.CreateInstance(Concrete(type, typeof(Dictionary<,>).MakeGenericType(key, value)))!;
            foreach (var (k, v) in entries)
            {
                dictionary[k] = v;
            }

            return (object?)dictionary;
        });
    }

    // Empty and single-element collections break libraries most; a few elements show the rest.
    private static Gen<int> Count() => Gen.Frequency((1, Gen.Constant(0)), (2, Gen.Constant(1)), (1, Gen.Choose(2, 3)));

    // A struct collection (ImmutableArray<T>) cannot be null; its default is not a value a team writes either.
    private static Gen<object?> MaybeNull(Type type, Gen<object?> value) => type.IsValueType ? value : OrNull(value);

    private static Gen<object?> OrNull(Gen<object?> value) => Gen.Frequency((1, Gen.Constant<object?>(null)), (5, value));

    private static Gen<List<object?>> All(IReadOnlyList<Gen<object?>> gens) =>
        gens.Aggregate(Gen.Constant(new List<object?>()), (acc, gen) => acc.SelectMany(list => gen.Select(v => (List<object?>)[.. list, v])));

    private static Type Concrete(Type declared, Type fallback) => declared.IsInterface || declared.IsAbstract ? fallback : declared;

    private static Type[]? Element(Type type, Type generic) =>
        type.GetInterfaces().Append(type).FirstOrDefault(i => i.IsGenericType && i.GetGenericTypeDefinition() == generic)?.GetGenericArguments();
}
