namespace SerializerCompat.Values;

/// <summary>
/// The one walk over a value, after FluentAssertions' equivalency validator: it knows no type itself. At each node it
/// asks <see cref="ValueKinds"/> what the value is and hands it to that kind's step, which a describer, a comparer, a
/// transport or a shrinker supplies; a step walks a member, an item or an entry by calling <see cref="Walk"/> on a
/// child node. Cycles and depth are guarded here, once: a reference already on the path to the node (for a walk over
/// two values, the same pair) is handed to <see cref="Cycle"/>, and a container past the depth bound to
/// <see cref="TooDeep"/>, so no step keeps a set of its own. A walk built with <paramref name="documentsAsStructure"/>
/// (the description of an untyped parse) walks into a document rather than taking it as one value: a wrapper is
/// walked as the value it wraps, in its place; members and items go to <see cref="Document"/>, a container guarded as
/// any other; a leaf of the document goes to <see cref="OneValue"/>.
/// </summary>
public abstract class ValueWalk<TResult>(int maxDepth = int.MaxValue, bool documentsAsStructure = false)
{
    private readonly HashSet<(object, object?)> _ancestors = new(ReferencePairs.Instance);

    /// <summary>Walks <paramref name="node"/>: its null, its one value, or its members, items or entries.</summary>
    protected TResult Walk(ValueNode node)
    {
        if (node.Value is not { } value)
        {
            return Null(node);
        }

        var kind = ValueKinds.Of(value.GetType());
        var document = documentsAsStructure && ValueKinds.IsDocument(kind) ? DocumentStructure.Of(value) : null;
        if (document is DocumentWrapper wrapper)
        {
            return Walk(node with { Value = wrapper.Value });
        }

        if (ValueKinds.IsOneValue(kind) && document is null)
        {
            return OneValue(node, kind);
        }

        if (node.Depth > maxDepth)
        {
            return TooDeep(node);
        }

        // A struct is copied into the walk, so it cannot be its own ancestor; only references are kept.
        var guarded = !value.GetType().IsValueType;
        if (guarded && !_ancestors.Add((value, node.Counterpart)))
        {
            return Cycle(node);
        }

        try
        {
            return kind switch
            {
                _ when document is not null => Document(node, document),
                ValueKind.Dictionary => Dictionary(node, ValueKinds.Entries(value)),
                ValueKind.Sequence => Sequence(node),
                _ => Object(node),
            };
        }
        finally
        {
            if (guarded)
            {
                _ancestors.Remove((value, node.Counterpart));
            }
        }
    }

    /// <summary>The step for a null value.</summary>
    protected abstract TResult Null(ValueNode node);

    /// <summary>The step for a value that is one value (<see cref="ValueKinds.IsOneValue"/>).</summary>
    protected abstract TResult OneValue(ValueNode node, ValueKind kind);

    /// <summary>The step for a dictionary, given its entries (an <c>ExpandoObject</c>'s members by name).</summary>
    protected abstract TResult Dictionary(ValueNode node, System.Collections.IDictionary entries);

    /// <summary>The step for a sequence (its items: <see cref="Items.Of"/>).</summary>
    protected abstract TResult Sequence(ValueNode node);

    /// <summary>The step for an object of members.</summary>
    protected abstract TResult Object(ValueNode node);

    /// <summary>The step for a document's members or items (a walk built with <c>documentsAsStructure</c>).</summary>
    protected virtual TResult Document(ValueNode node, DocumentStructure document) =>
        throw new InvalidOperationException($"{GetType().Name} takes a document as one value; it has no document step");

    /// <summary>The step for a reference already on the path to this node.</summary>
    protected abstract TResult Cycle(ValueNode node);

    /// <summary>The step for a container deeper than the walk's bound; by default, as a cycle.</summary>
    protected virtual TResult TooDeep(ValueNode node) => Cycle(node);

    private sealed class ReferencePairs : IEqualityComparer<(object, object?)>
    {
        public static readonly ReferencePairs Instance = new();

        public bool Equals((object, object?) x, (object, object?) y) =>
            ReferenceEquals(x.Item1, y.Item1) && ReferenceEquals(x.Item2, y.Item2);

        public int GetHashCode((object, object?) pair) =>
            HashCode.Combine(
                ReferenceEqualityComparer.Instance.GetHashCode(pair.Item1),
                pair.Item2 is null ? 0 : ReferenceEqualityComparer.Instance.GetHashCode(pair.Item2));
    }
}
