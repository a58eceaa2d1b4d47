using System.Text.Json;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Baseline;

/// <summary>
/// Startup check of the hand-written baseline: its output for the large Merchant list reads back, by itself and by
/// System.Text.Json, EXACT by the verdict engine — so the limit it sets is for the same JSON.
/// </summary>
public static class BaselineCheck
{
    /// <summary>Throws when the raw writer or reader is wrong.</summary>
    public static void Run()
    {
        var original = MerchantData.List(MerchantData.LargeCount);
        var raw = new RawWriterAdapter();
        var bytes = raw.SerializeToUtf8Bytes(original);
        Require(original, raw.DeserializeFromUtf8Bytes<List<Merchant>>(bytes), "its own reader");
        Require(original, JsonSerializer.Deserialize<List<Merchant>>(bytes), "System.Text.Json");
        var single = MerchantData.Complete();
        Require(
            single, raw.DeserializeFromString<Merchant>(raw.SerializeToString(single)),
            "its own reader (one Merchant)");
    }

    private static void Require(object written, object? readBack, string reader)
    {
        var verdict = ValueComparer.Compare(written, readBack);
        if (verdict.Grade != Grade.Exact)
        {
            throw new InvalidOperationException(
                $"{RawWriterAdapter.BaselineName}'s output does not round-trip through {reader}: {verdict}");
        }
    }
}
