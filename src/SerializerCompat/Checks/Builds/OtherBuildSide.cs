using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// The new side of a check of two builds (<c>--before</c>), as the check worker's trials see it: the side resolved in
/// the after build, called with the after build's match of each type, its values carried across by
/// <see cref="BuildProjection"/>. So a trial writes a value of the before build's type with the old side, reads it with
/// the after build's type on the new side and compares member by member on the one value walk, as for one build; and
/// the names the new side uses are the after build's, told by the before build's member names. Its calls resolve type
/// names in the after build (<see cref="BuildContexts"/>).
/// </summary>
public sealed class OtherBuildSide(ISerializerAdapter inner, BuildMap map) : StringPathSide, IMemberContract
{
    private readonly BuildProjection _toAfter = BuildProjection.ToAfter(map);
    private readonly BuildProjection _toBefore = BuildProjection.ToBefore(map);

    /// <summary>The side as resolved in the after build.</summary>
    public ISerializerAdapter Inner => inner;

    /// <inheritdoc />
    public override string Name => inner.Name;

    /// <inheritdoc />
    public override PackageIdentity Package => inner.Package;

    /// <inheritdoc />
    public override string SerializeToString<T>(T value)
    {
        var type = After(typeof(T));
        var projected = _toAfter.Project(value, type);
        using var scope = BuildContexts.Enter(map.After);
        return TypedCalls.For(type).Write(inner, projected);
    }

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json)
        where T : default
    {
        object? read;
        using (BuildContexts.Enter(map.After))
        {
            read = TypedCalls.For(After(typeof(T))).Read(inner, json);
        }

        return (T?)_toBefore.Project(read, typeof(T));
    }

    /// <inheritdoc />
    public IReadOnlyDictionary<string, string>? JsonNames(Type type)
    {
        var after = map.AfterOf(type);
        if (after is null || inner is not IMemberContract contract || contract.JsonNames(after) is not { } names)
        {
            return null;
        }

        // A member the before build's type lacks is not the checked type's: the trials never hold it.
        return names.ToDictionary(n => map.BeforeMember(after, n.Key), n => n.Value, StringComparer.Ordinal);
    }

    /// <summary>Whether the after build's match of <paramref name="type"/> has no member for its
    /// <paramref name="member"/>.</summary>
    public bool Lacks(Type type, string member) =>
        map.AfterOf(type) is not { } after
        || Values.ValueMembers.Of(after).All(m => m.Name != map.AfterMember(type, member));

    /// <inheritdoc />
    protected override string WhyStringPathOnly =>
        $"{Name} runs the after build's types, and check calls only the string path across builds";

    private Type After(Type type) => map.AfterOf(type)
        ?? throw new LaneSideFailure($"{type.FullName} has no match in the after build: map it with --map", null);
}
