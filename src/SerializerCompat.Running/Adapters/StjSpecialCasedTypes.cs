using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters;

/// <summary>
/// System.Text.Json's built-in converters, read from the System.Text.Json assembly loaded in this process (the
/// runtime's, or the package a lane pins): the <c>JsonConverter&lt;T&gt;</c> properties of
/// <c>JsonMetadataServices</c>,
/// which are every simple converter the reflection resolver uses and the ones the source generator emits. Both
/// System.Text.Json adapters (reflection and source generator) read the same table.
/// </summary>
public static class StjSpecialCasedTypes
{
    /// <summary>The tables, as loaded.</summary>
    public static SpecialCasedTypes Read()
    {
        var services = typeof(JsonSerializer).Assembly
            .GetType("System.Text.Json.Serialization.Metadata.JsonMetadataServices");
        var converters = SpecialCasedTypes.Read("JsonMetadataServices converters", () => services?
            .GetProperties(BindingFlags.Public | BindingFlags.Static)
            .Where(p => p.PropertyType.IsGenericType
                && p.PropertyType.GetGenericTypeDefinition() == typeof(JsonConverter<>))
            .Select(p => p.PropertyType.GetGenericArguments()[0]));
        return SpecialCasedTypes.Combine(converters, SpecialCasedTypes.Unreadable(
            "System.Text.Json's converter factories (enums, nullables, Memory<T>, collections, F# types, unsupported " +
            "types) choose by a predicate over a family of types, not from a table of types"));
    }
}
