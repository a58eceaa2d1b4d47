using System.Text.Json.Serialization;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Adapters;

/// <summary>
/// Source-generated metadata for every type the fixtures feed to serializers. A test fails when a case or input
/// uses a type that is missing here.
/// </summary>
[JsonSerializable(typeof(Color))]
[JsonSerializable(typeof(Temperature))]
[JsonSerializable(typeof(Permissions))]
[JsonSerializable(typeof(Huge))]
[JsonSerializable(typeof(Priority))]
[JsonSerializable(typeof(Color?))]
[JsonSerializable(typeof(Holder<Color?>))]
[JsonSerializable(typeof(Holder<Color>))]
[JsonSerializable(typeof(List<Color>))]
[JsonSerializable(typeof(Dictionary<string, Color>))]

[JsonSerializable(typeof(Guid))]
[JsonSerializable(typeof(Holder<Guid>))]
[JsonSerializable(typeof(List<Guid>))]
[JsonSerializable(typeof(Dictionary<string, Guid>))]

[JsonSerializable(typeof(DateTime))]
[JsonSerializable(typeof(Holder<DateTime>))]
[JsonSerializable(typeof(List<DateTime>))]
[JsonSerializable(typeof(Dictionary<string, DateTime>))]
[JsonSerializable(typeof(DateTimeOffset))]
[JsonSerializable(typeof(Holder<DateTimeOffset>))]
[JsonSerializable(typeof(TimeSpan))]
[JsonSerializable(typeof(Holder<TimeSpan>))]
[JsonSerializable(typeof(DateOnly))]
[JsonSerializable(typeof(Holder<DateOnly>))]
[JsonSerializable(typeof(TimeOnly))]
[JsonSerializable(typeof(Holder<TimeOnly>))]

[JsonSerializable(typeof(bool?))]
[JsonSerializable(typeof(DateTime?))]
[JsonSerializable(typeof(Guid?))]
[JsonSerializable(typeof(decimal?))]
[JsonSerializable(typeof(NullableMembers))]
[JsonSerializable(typeof(List<int?>))]
[JsonSerializable(typeof(Dictionary<string, int?>))]
[JsonSerializable(typeof(string))]
[JsonSerializable(typeof(Holder<string>))]
[JsonSerializable(typeof(Merchant))]
[JsonSerializable(typeof(Holder<ShippingOption>))]
[JsonSerializable(typeof(int?))]
[JsonSerializable(typeof(Holder<int?>))]
[JsonSerializable(typeof(Holder<DateTime?>))]
[JsonSerializable(typeof(List<DateTime?>))]
[JsonSerializable(typeof(Dictionary<string, DateTime?>))]
[JsonSerializable(typeof(Holder<Guid?>))]
[JsonSerializable(typeof(List<Guid?>))]
[JsonSerializable(typeof(Dictionary<string, Guid?>))]

[JsonSerializable(typeof(decimal))]
[JsonSerializable(typeof(Holder<decimal>))]
[JsonSerializable(typeof(double))]
[JsonSerializable(typeof(Holder<double>))]
[JsonSerializable(typeof(float))]
[JsonSerializable(typeof(long))]
[JsonSerializable(typeof(Holder<long>))]
[JsonSerializable(typeof(ulong))]
[JsonSerializable(typeof(int))]
[JsonSerializable(typeof(uint))]
[JsonSerializable(typeof(short))]
[JsonSerializable(typeof(ushort))]
[JsonSerializable(typeof(byte))]
[JsonSerializable(typeof(sbyte))]
[JsonSerializable(typeof(Int128))]
[JsonSerializable(typeof(UInt128))]

[JsonSerializable(typeof(char))]
[JsonSerializable(typeof(Holder<char>))]
public sealed partial class FixtureJsonContext : JsonSerializerContext;
