using System.Text.Json.Serialization;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Adapters;

/// <summary>
/// Source-generated metadata for every type the fixtures feed to serializers. A test fails when a case or input
/// uses a type that is missing here. The list types are the benchmarks' data shapes (tests/Perf).
/// </summary>
[JsonSerializable(typeof(Color))]
[JsonSerializable(typeof(Color?))]
[JsonSerializable(typeof(Temperature))]
[JsonSerializable(typeof(Permissions))]
[JsonSerializable(typeof(Huge))]
[JsonSerializable(typeof(Priority))]
[JsonSerializable(typeof(Merchant))]
[JsonSerializable(typeof(List<Merchant>))]
[JsonSerializable(typeof(List<int>))]
[JsonSerializable(typeof(List<string>))]
public sealed partial class FixtureJsonContext : JsonSerializerContext;
