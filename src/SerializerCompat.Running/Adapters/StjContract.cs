using System.Reflection;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Adapters;

/// <summary>The members System.Text.Json's metadata (reflection or source-generated) reads or writes, with their JSON
/// names.</summary>
public static class StjContract
{
    /// <summary>CLR member name → JSON name from <paramref name="typeInfo"/>, or null when it is not an object
    /// contract or cannot be made.</summary>
    public static IReadOnlyDictionary<string, string>? JsonNames(Func<JsonTypeInfo?> typeInfo)
    {
        try
        {
            return typeInfo() is { Kind: JsonTypeInfoKind.Object } info
                // A [JsonIgnore]d property stays in the list with neither getter nor setter: the library uses it not at
                // all.
                ? info.Properties.Where(p => p.AttributeProvider is MemberInfo
                    && (p.Get is not null || p.Set is not null))
                    .GroupBy(p => ((MemberInfo)p.AttributeProvider!).Name).ToDictionary(g => g.Key, g => g.First().Name)
                : null;
        }
        catch (Exception e) when (e is NotSupportedException or InvalidOperationException or ArgumentException)
        {
            // A type the library refuses is not one it describes: the caller treats its members as used.
            return null;
        }
    }
}
