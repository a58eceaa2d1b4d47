using System.Collections;
using System.Globalization;
using System.Reflection;
using System.Runtime.CompilerServices;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// A value of one build's types made into the other build's, member by member, on the one value walk: a team's type
/// becomes its match (<see cref="BuildMap"/>), a member is carried to the member of the same name (or the one
/// <c>--map</c> names), an enum by name where the other enum has that name and by number where it does not, a number
/// into another number type by value; everything else (the framework's values) is the same value. A member the other
/// type lacks is left out, and one the other type adds keeps its type's default: that is what a build without the
/// member holds. A value that cannot be carried (a cycle, a type with no match) is a <see cref="LaneSideFailure"/>: the
/// type is not checked, with the reason, rather than graded on something the libraries never saw.
/// </summary>
public sealed class BuildProjection : ValueWalk<object?>
{
    private readonly Func<Type, Type?> _typeOf;
    private readonly Func<Type, string, string> _sourceMember;
    private readonly string _toBuild;
    private Type _target = typeof(object);

    private BuildProjection(Func<Type, Type?> typeOf, Func<Type, string, string> sourceMember, string toBuild)
        : base(maxDepth: 500) => (_typeOf, _sourceMember, _toBuild) = (typeOf, sourceMember, toBuild);

    /// <summary>From the before build's types into the after build's.</summary>
    public static BuildProjection ToAfter(BuildMap map) =>
        new(map.AfterOf, map.BeforeMember, "the after build");

    /// <summary>From the after build's types back into the before build's.</summary>
    public static BuildProjection ToBefore(BuildMap map) =>
        new(map.BeforeOf, map.AfterMember, "the before build");

    /// <summary><paramref name="value"/> as a value of <paramref name="target"/>.</summary>
    public object? Project(object? value, Type target)
    {
        _target = target;
        return Walk(ValueNode.Root(value, value?.GetType() ?? typeof(object)));
    }

    /// <inheritdoc />
    protected override object? Null(ValueNode node) => null;

    /// <inheritdoc />
    protected override object? Cycle(ValueNode node) =>
        throw new LaneSideFailure(
            $"the value refers to itself at {node.Path}: a cycle is not carried to {_toBuild}", null);

    /// <inheritdoc />
    protected override object? OneValue(ValueNode node, ValueKind kind)
    {
        var (value, target) = (node.Value!, TargetOf(node));
        if (kind != ValueKind.Enum)
        {
            return Converted(value, target);
        }

        var number = Convert.ChangeType(value, Enum.GetUnderlyingType(value.GetType()), CultureInfo.InvariantCulture);
        if (!target.IsEnum)
        {
            return target == typeof(string) ? value.ToString() : Converted(number, target);
        }

        // By name where the other enum has it, so a member renumbered is read as what it now means.
        return Enum.GetName(value.GetType(), value) is { } name && Enum.IsDefined(target, name)
            ? Enum.Parse(target, name)
            : Enum.ToObject(target, number);
    }

    /// <inheritdoc />
    protected override object? Dictionary(ValueNode node, IDictionary entries)
    {
        var target = TargetOf(node);
        var (keyType, valueType) = ValueKinds.EntryTypes(target);
        var dictionary = Activator.CreateInstance(target)!;
        Action<object, object?> add = dictionary is IDictionary typed
            ? typed.Add
            : (key, item) => ((IDictionary<string, object?>)dictionary).Add((string)key, item);
        foreach (DictionaryEntry entry in entries)
        {
            var key = Child(node, $"[{entry.Key}] (key)", entry.Key, keyType);
            var item = Child(node, $"[{entry.Key}]", entry.Value, valueType);
            add(key is Missing ? throw NotCarried(node, entry.Key.GetType(), keyType) : key!,
                item is Missing ? null : item);
        }

        return dictionary;
    }

    /// <inheritdoc />
    protected override object? Sequence(ValueNode node)
    {
        var target = TargetOf(node);
        if (CollectionBuilder.IsDefaultStruct(node.Value!))
        {
            return Activator.CreateInstance(target);
        }

        var itemType = ValueKinds.ItemType(target);
        var items = new List<object?>();
        var index = 0;
        foreach (var item in (IEnumerable)node.Value!)
        {
            var carried = Child(node, $"[{index++}]", item, itemType);
            items.Add(carried is Missing ? null : carried);
        }

        return CollectionBuilder.Build(target, itemType, items);
    }

    /// <inheritdoc />
    protected override object? Object(ValueNode node)
    {
        var (value, target) = (node.Value!, TargetOf(node));
        if (target == value.GetType())
        {
            // The framework's own object (no type of either build in it): the same value in both builds.
            return value;
        }

        var sourceFields = ValueMembers.Storage(value.GetType())
            .GroupBy(ValueMembers.MemberOf, StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => g.First(), StringComparer.Ordinal);
        var copy = RuntimeHelpers.GetUninitializedObject(target);
        foreach (var field in ValueMembers.Storage(target))
        {
            var member = ValueMembers.MemberOf(field);
            if (!sourceFields.TryGetValue(_sourceMember(target, member), out var source))
            {
                continue;
            }

            var carried = Child(node, $".{member}", source.GetValue(value), field.FieldType);
            if (carried is not Missing)
            {
                field.SetValue(copy, carried);
            }
        }

        return copy;
    }

    private object? Child(ValueNode node, string segment, object? value, Type target)
    {
        var saved = _target;
        _target = target;
        try
        {
            return Walk(node.Child(segment, value, value?.GetType() ?? typeof(object)));
        }
        finally
        {
            _target = saved;
        }
    }

    // The value's own type matched in the other build where it fits the declared type there (a subtype, or any type
    // held as object), else the declared type itself (a member whose type changed between the builds).
    private Type TargetOf(ValueNode node)
    {
        var declared = Nullable.GetUnderlyingType(_target) ?? _target;
        var runtime = node.Value!.GetType();
        var matched = _typeOf(runtime);
        if (matched is not null && declared.IsAssignableFrom(matched))
        {
            return matched;
        }

        return declared.IsAbstract || declared.IsInterface || declared == typeof(object)
            ? throw NotCarried(node, runtime, declared)
            : declared;
    }

    // The same value where it fits; a number into another number type where its value fits there; else left out, as a
    // build whose member has another type cannot hold it.
    private static object Converted(object value, Type target)
    {
        if (target.IsInstanceOfType(value))
        {
            return value;
        }

        try
        {
            return value is IConvertible && (target.IsPrimitive || target == typeof(decimal))
                ? Convert.ChangeType(value, target, CultureInfo.InvariantCulture)
                : Missing.Value;
        }
        catch (Exception e) when (e is OverflowException or InvalidCastException or FormatException)
        {
            return Missing.Value;
        }
    }

    private LaneSideFailure NotCarried(ValueNode node, Type runtime, Type declared) =>
        new($"{ValueDescriber.TypeName(runtime)} at {node.Path} has no match in {_toBuild} that is a " +
            $"{ValueDescriber.TypeName(declared)}: map it with --map Old.Type=New.Type", null);

    // What a member gets when the other build cannot hold its value: nothing, its default.
    private sealed class Missing
    {
        public static readonly Missing Value = new();
    }
}
