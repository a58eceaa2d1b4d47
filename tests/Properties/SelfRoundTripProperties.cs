using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// The first property: no built serializer silently changes an <see cref="int"/> it wrote itself. A reader that
/// throws (Jil on .NET 9+) is REJECTED, which is a recorded finding, not silent corruption. The read-back matrix
/// issue grows this into every topic and every writer × reader pair, graded against the golden matrix.
/// </summary>
public sealed class SelfRoundTripProperties
{
    public static TheoryData<string> Serializers => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Serializers))]
    public void Int32_comes_back_exact_or_is_rejected(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var property = Prop.ForAll(ArbMap.Default.ArbFor<int>(), value => ExactOrRejected(() => adapter.DeserializeFromString<int>(adapter.SerializeToString(value)) == value));

        Check.One(Config.QuickThrowOnFailure.WithReplay(Replays.Fixed).WithMaxTest(100), property);
    }

    private static bool ExactOrRejected(Func<bool> roundTripIsExact)
    {
        try
        {
            return roundTripIsExact();
        }
        catch (Exception)
        {
            return true;
        }
    }
}
