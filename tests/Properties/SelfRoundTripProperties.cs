using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// The first property: each built serializer reads its own output of any <see cref="int"/> back unchanged.
/// The read-back matrix issue grows this into every topic and every writer × reader pair.
/// </summary>
public sealed class SelfRoundTripProperties
{
    public static TheoryData<string> Serializers => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Serializers))]
    public void Int32_round_trips_through_its_own_writer(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var property = Prop.ForAll(ArbMap.Default.ArbFor<int>(), value =>
            adapter.DeserializeFromString<int>(adapter.SerializeToString(value)) == value);

        Check.One(Config.QuickThrowOnFailure.WithReplay(Replays.Fixed).WithMaxTest(100), property);
    }
}
