using System.Text.Json;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Recording;

namespace SerializerCompat.Perf.Baseline;

/// <summary>
/// Startup check of the hand-written baseline: its output for the large Merchant list reads back, by itself and by
/// System.Text.Json, as a list that describes exactly like the original — so the limit it sets is for the same JSON.
/// </summary>
public static class BaselineCheck
{
    /// <summary>Throws when the raw writer or reader is wrong.</summary>
    public static void Run()
    {
        var original = MerchantData.List(MerchantData.LargeCount);
        var raw = new RawWriterAdapter();
        var bytes = raw.SerializeToUtf8Bytes(original);
        var expected = ValueDescriber.Describe(original, typeof(List<Merchant>));
        Require(raw.DeserializeFromUtf8Bytes<List<Merchant>>(bytes), expected, "its own reader");
        Require(JsonSerializer.Deserialize<List<Merchant>>(bytes), expected, "System.Text.Json");
        var single = MerchantData.Complete();
        Require(raw.DeserializeFromString<Merchant>(raw.SerializeToString(single)), ValueDescriber.Describe(single, typeof(Merchant)), "its own reader (one Merchant)", typeof(Merchant));
    }

    private static void Require(object? readBack, string expected, string reader, Type? type = null)
    {
        if (ValueDescriber.Describe(readBack, type ?? typeof(List<Merchant>)) != expected)
        {
            throw new InvalidOperationException($"{RawWriterAdapter.BaselineName}'s output does not round-trip through {reader}");
        }
    }
}
