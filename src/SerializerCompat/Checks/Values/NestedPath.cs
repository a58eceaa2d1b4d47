using System.Collections;
using System.Text.RegularExpressions;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// Follows a verdict's path below a top-level member (<c>Order.Customer.Id</c>, <c>Order.Lines[0].Sku</c>) through a
/// value read back, to the member the difference is on: the type that declares it, its name and what the value holds
/// there.
/// </summary>
public static partial class NestedPath
{
    /// <summary>The member at the end of <paramref name="path"/> below <paramref name="member"/> of
    /// <paramref name="type"/>, read from <paramref name="read"/> (the member's value), or null when the path ends at
    /// the member, passes a dictionary or leaves the value.</summary>
    public static (Type Owner, string Name, object? Read)? Leaf(Type type, string member, string path, object? read)
    {
        var prefix = $"{type.Name}.{member}";
        if (!path.StartsWith(prefix, StringComparison.Ordinal) || path.Length == prefix.Length)
        {
            return null;
        }

        var segments = Segment().Matches(path[prefix.Length..]);
        (Type Owner, string Name, object? Read)? leaf = null;
        var current = read;
        foreach (Match segment in segments)
        {
            if (current is null)
            {
                return null;
            }

            if (segment.Groups["name"].Success)
            {
                var name = segment.Groups["name"].Value;
                var found = ValueMembers.Of(current.GetType()).FirstOrDefault(m => m.Name == name);
                if (found is null)
                {
                    return null;
                }

                leaf = (current.GetType(), name, found.Get(current));
                current = leaf.Value.Read;
            }
            else if (segment.Groups["index"].Success && current is IEnumerable items and not IDictionary
                && int.TryParse(segment.Groups["index"].Value, out var index))
            {
                current = items.Cast<object?>().ElementAtOrDefault(index);
                leaf = null;
            }
            else
            {
                return null;
            }
        }

        return leaf;
    }

    [GeneratedRegex(@"\.(?<name>[A-Za-z_][A-Za-z0-9_]*)|\[(?<index>\d+)\]|\[[^\]]*\]")]
    private static partial Regex Segment();
}
