using System.Reflection;

namespace SerializerCompat.Checks;

/// <summary>
/// A copy of a generated value whose top-level members can be reset without touching the original: what shrinking an
/// example and isolating the cause of a whole failure both change one member at a time on.
/// </summary>
public static class ShallowCopy
{
    private static readonly MethodInfo Clone = typeof(object).GetMethod("MemberwiseClone", BindingFlags.Instance | BindingFlags.NonPublic)!;

    /// <summary>A field-by-field copy of <paramref name="value"/> (its members' own values are shared).</summary>
    public static object Of(object value) => Clone.Invoke(value, null)!;
}
