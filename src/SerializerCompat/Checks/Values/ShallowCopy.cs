using System.Reflection;

namespace SerializerCompat.Checks;

/// <summary>
/// A copy of a generated value whose top-level members can be reset without touching the original: what shrinking an
/// example and isolating the cause of a whole failure both change one member at a time on.
/// </summary>
public static class ShallowCopy
{
    private const BindingFlags InstanceFields = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic
        | BindingFlags.DeclaredOnly;

    private static readonly MethodInfo Clone = typeof(object)
        .GetMethod("MemberwiseClone", BindingFlags.Instance | BindingFlags.NonPublic)!;

    /// <summary>A field-by-field copy of <paramref name="value"/> (its members' own values are shared).</summary>
    public static object Of(object value) => Clone.Invoke(value, null)!;

    /// <summary>
    /// A copy of <paramref name="value"/> to reset members on through their setters: its fields copied, and each object
    /// they hold copied once more (an object held by two fields stays one object). A setter may write into an object
    /// its member holds rather than replace it — Stripe's expandable fields set the id on the one
    /// <c>ExpandableField</c> both the id and the object members read — and on a plain copy that write would change
    /// the original value too, so the value graded afterwards is no longer the one generated.
    /// </summary>
    public static object ForSetters(object value)
    {
        var copy = Of(value);
        var copies = new Dictionary<object, object>(ReferenceEqualityComparer.Instance);
        for (var type = copy.GetType(); type is not null && type != typeof(object); type = type.BaseType)
        {
            foreach (var field in type.GetFields(InstanceFields))
            {
                if (field.GetValue(copy) is not { } held || !Copyable(held.GetType()))
                {
                    continue;
                }

                if (!copies.TryGetValue(held, out var heldCopy))
                {
                    heldCopy = Of(held);
                    copies.Add(held, heldCopy);
                }

                field.SetValue(copy, heldCopy);
            }
        }

        return copy;
    }

    // A string is immutable and a delegate or reflection object is not data; an object with a finalizer (a handle, a
    // stream) would be released twice if copied.
    private static bool Copyable(Type type) =>
        !type.IsValueType
        && type != typeof(string)
        && !NotData.Is(type)
        && !HasFinalizer(type);

    private static bool HasFinalizer(Type type) =>
        type.GetMethod("Finalize", BindingFlags.Instance | BindingFlags.NonPublic, Type.EmptyTypes) is { } finalize
            && finalize.DeclaringType != typeof(object);
}
