using System.Text.Json.Serialization.Metadata;
using SerializerCompat.Adapters.Converters;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json honouring System.Runtime.Serialization attributes through a contract modifier we wrote
/// (<see cref="DataContractModifier"/>).</summary>
[Profile("SystemTextJson", "TypeInfoResolver modifier DataContractModifier (our code): DataContract/DataMember names " +
    "and order, IgnoreDataMember")]
public sealed class SystemTextJsonDataContractProfile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions
    {
        TypeInfoResolver = new DefaultJsonTypeInfoResolver { Modifiers = { DataContractModifier.Apply } }
    }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.DataContract";

    /// <inheritdoc />
    /// <remarks>The modifier changes only a type marked [DataContract] or with a member marked [DataMember] or
    /// [IgnoreDataMember].</remarks>
    public bool Reaches(Type type) => DataContractModifier.Touches(type);
}
