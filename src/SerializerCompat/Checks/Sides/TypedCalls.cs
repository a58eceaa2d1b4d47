using SerializerCompat.Adapters;
using SerializerCompat.Recording;

namespace SerializerCompat.Checks;

/// <summary>
/// A library's generic API called with the team's type as <c>T</c>, whose type is only known at run time: the
/// adapters are generic so that each library sees the declared type it would see in the team's code.
/// </summary>
public abstract class TypedCalls
{
    /// <summary>The calls for <paramref name="type"/>.</summary>
    public static TypedCalls For(Type type) =>
        (TypedCalls)Activator.CreateInstance(typeof(Of<>).MakeGenericType(type))!;

    /// <summary>What <paramref name="adapter"/> writes for <paramref name="value"/>.</summary>
    public abstract string Write(ISerializerAdapter adapter, object? value);

    /// <summary>What <paramref name="adapter"/> reads from <paramref name="json"/>.</summary>
    public abstract object? Read(ISerializerAdapter adapter, string json);

    private sealed class Of<T> : TypedCalls
    {
        public override string Write(ISerializerAdapter adapter, object? value) =>
            PathCalls.WriteAsync(adapter, IoPath.String, (T)value!).GetAwaiter().GetResult();

        public override object? Read(ISerializerAdapter adapter, string json) =>
            PathCalls.ReadAsync<T>(adapter, IoPath.String, json).GetAwaiter().GetResult();
    }
}
