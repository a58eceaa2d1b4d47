using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>
/// System.Text.Json told the derived types of the fixtures' base class (<see cref="Animal"/> → <see cref="Dog"/>)
/// through contract customisation, the equivalent of <c>[JsonDerivedType(typeof(Dog))]</c> without a
/// discriminator (.NET 7+): it then writes a Dog held as an Animal with its own members, as Newtonsoft.Json does for
/// every type automatically. Every derived type has to be listed; nothing finds them.
/// </summary>
[Profile(
    "SystemTextJson", "TypeInfoResolver modifier: Animal lists Dog as a derived type, no discriminator (the " +
        "[JsonDerivedType] equivalent)")]
public sealed class SystemTextJsonDerivedTypesProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions
{
    TypeInfoResolver = new DefaultJsonTypeInfoResolver { Modifiers = { ListDerivedTypes } },
}), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.DerivedTypes";

    private static void ListDerivedTypes(JsonTypeInfo typeInfo)
    {
        if (typeInfo.Type == typeof(Animal))
        {
            typeInfo.PolymorphismOptions = new() { DerivedTypes = { new JsonDerivedType(typeof(Dog)) } };
        }
    }

    /// <inheritdoc />
    public bool Reaches(Type type) => type == typeof(Animal);
}
