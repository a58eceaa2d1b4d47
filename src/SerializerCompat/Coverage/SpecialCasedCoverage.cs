using SerializerCompat.Adapters;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Values;

namespace SerializerCompat.Coverage;

/// <summary>
/// Whether the catalogue covers every type a library or a lane special-cases (read from its own loaded assembly, in
/// its own worker: a lane's version that adds a converter shows it). A special-cased type is covered when it has a
/// typical value at the root, a default or null value, the value as a property and a JSON input read into it (a text
/// form beyond the one the libraries write); otherwise it is an explicit exclusion, or still uncovered.
/// </summary>
public static class SpecialCasedCoverage
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);

    /// <summary>In a worker: what the serializer's adapter reads from its library's assembly.</summary>
    public static SpecialCasedTypes Read(SerializerAvailability serializer) =>
        SerializerAvailability.InProcess(serializer.RequireAdapter()) is ISpecialCasedTypes tables
            ? tables.ReadSpecialCased()
            : SpecialCasedTypes.Unreadable($"{serializer.Name}: its adapter does not read its library's tables");

    /// <summary>A library's tables, read in the suite's own worker, or a lane's, read in the lane's worker.</summary>
    public static async Task<SpecialCasedTypes> ReadAsync(string library, Func<WorkerSession> start)
    {
        await using var session = start();
        var reply = await session.SendAsync(new SpecialCasedRequest(library), Timeout);
        return reply.Answer ?? throw new InvalidOperationException(
            $"{library}: the worker did not list its special-cased types: {reply.Failure}");
    }

    /// <summary>Each special-cased type with what the catalogue lacks for it and, where it is excused, why.</summary>
    public static IReadOnlyList<TypeCoverage> Judge(SpecialCasedTypes tables) =>
    [
        .. tables.Types.GroupBy(t => t.Type, StringComparer.Ordinal).Select(g => new TypeCoverage(
            g.Key, [.. g.Select(t => t.Table)], Missing(g.Key),
            SpecialCasedExclusions.Excluded.GetValueOrDefault(g.Key),
            SpecialCasedExclusions.KnownUncovered.GetValueOrDefault(g.Key))),
    ];

    /// <summary>What the catalogue lacks for the type of <paramref name="typeKey"/>: none when it is covered.</summary>
    public static IReadOnlyList<string> Missing(string typeKey)
    {
        var cases = Cases.All.Select(c => (Slot: Slot.Of(c.ValueType), Value: c.BoxedValue))
            .Where(c => Matches(c.Slot.Type, typeKey)).ToList();
        var inputs = Catalogue.DeserializeInputs.Where(i => Matches(Slot.Of(i.TargetType).Type, typeKey));
        var missing = new List<string>();
        Require(missing, cases.Any(c => !c.Slot.InProperty && !IsDefault(c.Value, c.Slot.Type)),
            "a typical value at the root");
        Require(missing, cases.Any(c => IsDefault(c.Slot.InProperty ? HeldValue(c.Value) : c.Value, c.Slot.Type)),
            "a default or null value");
        Require(missing, cases.Any(c => c.Slot.InProperty), "the value as a property (Holder<T>)");
        Require(missing, inputs.Any(), "a JSON input read into it (fixtures/json)");
        return missing;
    }

    private static void Require(List<string> missing, bool held, string requirement)
    {
        if (!held)
        {
            missing.Add(requirement);
        }
    }

    // System.Enum in a table (NetJSON's) is every enum's special case, an open generic (KeyValuePair<,>) every type
    // made of it; any other type only itself.
    private static bool Matches(Type type, string typeKey) =>
        typeKey == "System.Enum" ? type.IsEnum
        : TypeKey.Of(type) == typeKey || (type.IsGenericType && TypeKey.Of(type.GetGenericTypeDefinition()) == typeKey);

    private static object? HeldValue(object? holder) =>
        holder?.GetType().GetProperty(nameof(Holder<int>.Value))!.GetValue(holder);

    private static bool IsDefault(object? value, Type type) =>
        value is null || (type.IsValueType && value.Equals(Activator.CreateInstance(type)));

    // Where a case or an input puts the type: at the root or as Holder<T>'s Value, a nullable unwrapped.
    private sealed record Slot(Type Type, bool InProperty)
    {
        public static Slot Of(Type declared) =>
            declared.IsGenericType && declared.GetGenericTypeDefinition() == typeof(Holder<>)
                ? new(Unwrap(declared.GetGenericArguments()[0]), true)
                : new(Unwrap(declared), false);

        private static Type Unwrap(Type type) => Nullable.GetUnderlyingType(type) ?? type;
    }
}
