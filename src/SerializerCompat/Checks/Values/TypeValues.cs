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
/// there is null), so a type that refers to itself still gets finite values. A member neither side reads or writes is
/// not generated, and a member no value can be made for (a framework type without a public constructor, an interface
/// without an implementation) keeps its default: each is noted with the reason, and the type is still checked.
/// </summary>
public sealed class TypeValues(SideContracts sides)
{
    /// <summary>How deep members of the team's types nest in a generated value.</summary>
    public const int MaxDepth = 3;

    // FsCheck's size bounds its own list lengths and numbers; the generators here choose theirs, so it stays small.
    private const int Size = 10;

    private readonly Dictionary<(Type, int), Gen<object?>> _made = [];

    // Types no value can be made for, with the reason; and per owner type, its members not generated and why.
    private readonly Dictionary<Type, string> _unmakeable = [];
    private readonly Dictionary<Type, SortedDictionary<string, string>> _notGenerated = [];
    private readonly Dictionary<(Type, Type), bool> _buildable = [];
    private readonly SetterRefusals _setters = new();

    /// <summary>A generator that knows nothing of the sides: every member is generated.</summary>
    public TypeValues()
        : this(SideContracts.Unknown)
    {
    }

    /// <summary>The members of <paramref name="owner"/> that were not generated, with the reason, by name.</summary>
    public IReadOnlyList<MemberNotChecked> NotGenerated(Type owner)
    {
        var notes = new SortedDictionary<string, string>(
            _notGenerated.GetValueOrDefault(owner) ?? [], StringComparer.Ordinal);
        foreach (var (member, reason) in _setters.EveryValueRefused(owner))
        {
            notes.TryAdd(member, reason);
        }

        return [.. notes.Select(n => new MemberNotChecked(n.Key, n.Value))];
    }

    /// <summary>How many draws each value may take when the type's constructor refuses some (a range check, a
    /// required argument): a type whose constructor takes fewer than one draw in this many is not checked.</summary>
    public const int DrawsPerValue = 10;

    /// <summary>
    /// <paramref name="count"/> values of <paramref name="type"/> from <paramref name="seed"/>: the same values on
    /// every machine. A value its constructor refuses is one the team's code cannot hold, so it is drawn again rather
    /// than the type left unchecked: on Application Insights' SDK one refused draw in twenty (a negative limit, a null
    /// list) had left six types unchecked. Throws the refusal when no value can be made, and
    /// <see cref="ValuesRefusedException"/> when fewer than <paramref name="count"/> can.
    /// </summary>
    public IReadOnlyList<object?> Sample(Type type, int count, ulong seed)
    {
        var drawn = Draw(type, count, seed);
        if (!drawn.Any(v => v is Refused))
        {
            return drawn;
        }

        drawn = Draw(type, count * DrawsPerValue, seed);
        var made = drawn.Where(v => v is not Refused).Take(count).ToList();
        var first = drawn.OfType<Refused>().First().Error;
        if (made.Count == 0)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(first);
        }

        return made.Count == count ? made : throw new ValuesRefusedException(made.Count, drawn.Count, count, first);
    }

    private IReadOnlyList<object?> Draw(Type type, int count, ulong seed) =>
        Gen.Sample(Root(type), count, new Rnd(seed), Size);

    // The value under check is never null at its root: a null root says nothing about its members.
    private Gen<object?> Root(Type type) => Construct(type, 0);

    // A value at the root whose constructor refused the arguments drawn for it.
    private sealed record Refused(Exception Error);

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

        if (JsonShapedValues.For(type) is { } document)
        {
            return MaybeNull(type, document);
        }

        if ((Element(type, typeof(IDictionary<,>)) ?? Element(type, typeof(IReadOnlyDictionary<,>))) is { } pair
            && Buildable(type, typeof(KeyValuePair<,>).MakeGenericType(pair)))
        {
            return MaybeNull(type, Dictionary(type, pair[0], pair[1], depth));
        }

        // A type that enumerates items but takes none (a list wrapper with a settable Data list, response headers) is
        // built from its members below, or not at all.
        if (type != typeof(string) && Element(type, typeof(IEnumerable<>)) is [var item] && Buildable(type, item))
        {
            return MaybeNull(type, Sequence(type, item, depth));
        }

        if (depth >= MaxDepth)
        {
            // Past the nesting bound: its default.
            return Default(type);
        }

        var (plan, reason) = Construction.Of(type);
        if (type.Namespace?.StartsWith("System", StringComparison.Ordinal) == true || plan is null)
        {
            // A framework type the generators do not know, or a type no library can construct (an interface without an
            // implementation in its assembly): its default is all it can hold.
            _unmakeable[type] = plan is null
                ? reason!
                : $"{ValueDescriber.TypeName(type)} is a framework type the value generator does not know";
            return Default(type);
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
        var generated = plan.Settable.Where(m => Generated(type, m, depth)).ToList();
        var members = generated.Select(m => For(Construction.MemberType(m), depth + 1)).ToList();
        NoteUnmakeable(type, generated);
        return All(arguments).SelectMany(args => All(members).Select(values =>
        {
            object value;
            try
            {
                value = plan.Constructor is { } constructor
                    ? constructor.Invoke([.. args])
                    : Activator.CreateInstance(type)!;
            }
            catch (TargetInvocationException e)
            {
                // A nested constructor that refuses these arguments: the member holds what a library reads for
                // nothing. At the root the value is drawn again (Sample), and the constructor's own exception kept.
                return depth > 0
                    ? type.IsValueType ? Activator.CreateInstance(type) : null
                    : new Refused(e.InnerException ?? e);
            }

            for (var i = 0; i < values.Count; i++)
            {
                try
                {
                    _setters.Given(type, generated[i].Name);
                    Construction.Set(generated[i], value, values[i]);
                }
                catch (Exception e) when (e is TargetInvocationException or ArgumentException)
                {
                    // A setter that validates (and refuses this value) leaves the member as constructed.
                    _setters.Refused(type, generated[i].Name, ExceptionText.Describe(e.InnerException ?? e));
                }
            }

            return (object?)value;
        }));
    }

    // A member neither side reads or writes is left as constructed: generating it would only test the generator.
    private bool Generated(Type owner, MemberInfo member, int depth)
    {
        if (sides.Unused(owner, member.Name) is not { } reason)
        {
            return true;
        }

        if (depth == 0)
        {
            Note(owner, member.Name, reason);
        }

        return false;
    }

    private void NoteUnmakeable(Type owner, IEnumerable<MemberInfo> members)
    {
        foreach (var member in members)
        {
            var type = Construction.MemberType(member);
            if (_unmakeable.TryGetValue(Nullable.GetUnderlyingType(type) ?? type, out var reason))
            {
                Note(owner, member.Name, $"no value can be made: {reason}");
            }
        }
    }

    private void Note(Type owner, string member, string reason)
    {
        if (!_notGenerated.TryGetValue(owner, out var notes))
        {
            notes = new SortedDictionary<string, string>(StringComparer.Ordinal);
            _notGenerated[owner] = notes;
        }

        notes.TryAdd(member, reason);
    }

    // Whether the collection type can be built from items at all (CollectionBuilder, or a dictionary's own Add), asked
    // once with no items, so a type that only enumerates is built from its members instead.
    private bool Buildable(Type type, Type item)
    {
        if (!_buildable.TryGetValue((type, item), out var buildable))
        {
            try
            {
                buildable = type.IsArray
                    || (item.IsGenericType && item.GetGenericTypeDefinition() == typeof(KeyValuePair<,>)
                    ? NewDictionary(type, item.GetGenericArguments()[0], item.GetGenericArguments()[1]) is not null
                    : CollectionBuilder.Build(type, item, []) is { } built && type.IsInstanceOfType(built));
            }
            catch (Exception e) when (e is NotSupportedException or InvalidCastException or ArgumentException
                or MissingMethodException or TargetInvocationException or MemberAccessException)
            {
                buildable = false;
            }

            _buildable[(type, item)] = buildable;
        }

        return buildable;
    }

    private static Gen<object?> Default(Type type) =>
        Gen.Constant(type.IsValueType ? Activator.CreateInstance(type) : null);

    private Gen<object?> Sequence(Type type, Type item, int depth) =>
        Count().SelectMany(n => Gen.ListOf(For(item, depth + 1), n))
            .Select(items => (object?)CollectionBuilder.Build(type, item, items));

    private Gen<object?> Dictionary(Type type, Type key, Type value, int depth)
    {
        var keys = key == typeof(string)
            ? BreakingValues.Key.Select(k => (object?)k)
            : For(key, depth + 1).Where(k => k is not null);
        return Count().SelectMany(n => Gen.ListOf(keys.SelectMany(k => For(value, depth + 1).Select(v => (k!, v))), n))
            .Select(entries =>
        {
            var dictionary = NewDictionary(type, key, value)!;
            var add = typeof(IDictionary<,>).MakeGenericType(key, value).GetProperty("Item")!;
            foreach (var (k, v) in entries)
            {
                add.SetValue(dictionary, v, [k]);
            }

            return (object?)dictionary;
        });
    }

    // A dictionary of the declared type: Dictionary<K,V> for an interface, else the type itself through its own
    // indexer.
    private static object? NewDictionary(Type type, Type key, Type value)
    {
        var concrete = Concrete(type, typeof(Dictionary<,>).MakeGenericType(key, value));
        var dictionary = Activator.CreateInstance(concrete);
        return typeof(IDictionary<,>).MakeGenericType(key, value).IsInstanceOfType(dictionary)
            && type.IsInstanceOfType(dictionary) ? dictionary : null;
    }

    // Empty and single-element collections break libraries most; a few elements show the rest.
    private static Gen<int> Count() => Gen.Frequency((1, Gen.Constant(0)), (2, Gen.Constant(1)), (1, Gen.Choose(2, 3)));

    // A struct collection (ImmutableArray<T>) cannot be null; its default is not a value a team writes either.
    private static Gen<object?> MaybeNull(Type type, Gen<object?> value) => type.IsValueType ? value : OrNull(value);

    private static Gen<object?> OrNull(Gen<object?> value) =>
        Gen.Frequency((1, Gen.Constant<object?>(null)), (5, value));

    private static Gen<List<object?>> All(IReadOnlyList<Gen<object?>> gens) =>
        gens.Aggregate(
            Gen.Constant(new List<object?>()),
            (acc, gen) => acc.SelectMany(list => gen.Select(v => (List<object?>)[.. list, v])));

    private static Type Concrete(Type declared, Type fallback) =>
        declared.IsInterface || declared.IsAbstract ? fallback : declared;

    private static Type[]? Element(Type type, Type generic) =>
        type.GetInterfaces().Append(type)
            .FirstOrDefault(i => i.IsGenericType && i.GetGenericTypeDefinition() == generic)?.GetGenericArguments();
}
