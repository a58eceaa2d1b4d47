using SerializerCompat.Values;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Recording;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>A generated value with the type serializers are called with: every adapter gets the real
/// <c>T</c>.</summary>
public sealed record Generated(Type DeclaredType, object? Value)
{
    /// <summary>A generator of values declared as <typeparamref name="T"/>.</summary>
    public static Gen<Generated> Of<T>(Gen<T> values) => values.Select(v => new Generated(typeof(T), v));

    /// <summary>What FsCheck prints for a counter-example: the declared type and the value, one line per
    /// member.</summary>
    public override string ToString() =>
        $"{ValueDescriber.TypeName(DeclaredType)}\n{ValueDescriber.Describe(Value, DeclaredType)}";
}
