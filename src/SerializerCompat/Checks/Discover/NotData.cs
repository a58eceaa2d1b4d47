using System.Reflection;

namespace SerializerCompat.Checks;

/// <summary>
/// Objects a team's values may hold that are not data a library is given: delegates and reflection objects. Neither
/// walked for the types a value holds nor copied.
/// </summary>
public static class NotData
{
    /// <summary>Whether a value of <paramref name="type"/> is a delegate or a reflection object.</summary>
    public static bool Is(Type type) =>
        typeof(Delegate).IsAssignableFrom(type)
        || typeof(MemberInfo).IsAssignableFrom(type)
        || typeof(Module).IsAssignableFrom(type)
        || typeof(Assembly).IsAssignableFrom(type);
}
