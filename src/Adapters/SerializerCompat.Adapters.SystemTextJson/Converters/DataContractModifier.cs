using System.Reflection;
using System.Runtime.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Contract customisation (.NET 7+) that honours System.Runtime.Serialization attributes as Newtonsoft.Json, Jil,
/// ServiceStack.Text and SpanJson do: on a <see cref="DataContractAttribute"/> type only
/// <see cref="DataMemberAttribute"/> members, under their <c>Name</c> and <c>Order</c>;
/// <see cref="IgnoreDataMemberAttribute"/> members left out everywhere. System.Text.Json ignores these attributes and
/// has no setting for them (dotnet/runtime#29975), so this modifier we write is the mitigation.
/// </summary>
public static class DataContractModifier
{
    /// <summary>
    /// Whether <see cref="Apply"/> can change <paramref name="type"/>'s contract: it is marked [DataContract], or one
    /// of its members (its own or inherited, of any visibility) is marked [DataMember] or [IgnoreDataMember].
    /// </summary>
    public static bool Touches(Type type) =>
        type.GetCustomAttribute<DataContractAttribute>() is not null
        || Hierarchy(type)
            .SelectMany(t => t.GetMembers(
                BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            .Any(m => m.IsDefined(typeof(DataMemberAttribute), true)
                || m.IsDefined(typeof(IgnoreDataMemberAttribute), true));

    private static IEnumerable<Type> Hierarchy(Type type)
    {
        for (var t = type; t is not null; t = t.BaseType)
        {
            yield return t;
        }
    }

    /// <summary>Applies the attributes to one type's contract.</summary>
    public static void Apply(JsonTypeInfo typeInfo)
    {
        if (typeInfo.Kind != JsonTypeInfoKind.Object)
        {
            return;
        }

        var isContract = typeInfo.Type.GetCustomAttribute<DataContractAttribute>() is not null;
        for (var i = typeInfo.Properties.Count - 1; i >= 0; i--)
        {
            var property = typeInfo.Properties[i];
            var member = property.AttributeProvider as MemberInfo;
            var dataMember = member?.GetCustomAttribute<DataMemberAttribute>();
            if (member?.GetCustomAttribute<IgnoreDataMemberAttribute>() is not null
                || (isContract && dataMember is null))
            {
                typeInfo.Properties.RemoveAt(i);
            }
            else if (dataMember is not null)
            {
                property.Name = dataMember.Name ?? property.Name;
                property.Order = dataMember.Order;
            }
        }
    }
}
