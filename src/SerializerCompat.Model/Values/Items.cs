using System.Collections;

namespace SerializerCompat.Values;

/// <summary>
/// The items of a sequence, or why it cannot be enumerated: a default <c>ImmutableArray&lt;T&gt;</c> (what a library
/// may read a null into) throws on enumeration, and that is a value to show and grade, not an end to the walk.
/// </summary>
public static class Items
{
    /// <summary>The items, or null with the exception's type name when enumerating throws.</summary>
    public static (List<object?>? Items, string? Error) Of(IEnumerable sequence)
    {
        try
        {
            return (sequence.Cast<object?>().ToList(), null);
        }
        catch (Exception e) when (e is InvalidOperationException or NullReferenceException or NotSupportedException)
        {
            return (null, e.GetType().Name);
        }
    }
}
