using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Perf.Data;

/// <summary>The benchmarks' data shapes: the Merchant lists of the fixtures, one Merchant, and two primitive lists.</summary>
public static class DataSets
{
    /// <summary>Size of the int and string lists: large enough that per-call overhead does not dominate.</summary>
    public const int PrimitiveListCount = 1000;

    /// <summary>The 100-item Merchant list (the size of the published comparisons).</summary>
    public static DataSet MerchantListSmall { get; } = new DataSet<List<Merchant>>(
        $"Merchants{MerchantData.SmallCount}", $"List<Merchant> of {MerchantData.SmallCount}", () => MerchantData.List(MerchantData.SmallCount));

    /// <summary>The 5000-item Merchant list.</summary>
    public static DataSet MerchantListLarge { get; } = new DataSet<List<Merchant>>(
        $"Merchants{MerchantData.LargeCount}", $"List<Merchant> of {MerchantData.LargeCount}", () => MerchantData.List(MerchantData.LargeCount));

    /// <summary>Every data set, in report order.</summary>
    public static IReadOnlyList<DataSet> All { get; } =
    [
        MerchantListSmall,
        MerchantListLarge,
        new DataSet<Merchant>("Merchant", "one Merchant, every member set", MerchantData.Complete),
        new DataSet<List<int>>($"Ints{PrimitiveListCount}", $"List<int> of {PrimitiveListCount}", Ints),
        new DataSet<List<string>>($"Strings{PrimitiveListCount}", $"List<string> of {PrimitiveListCount}, ASCII and accented", Strings),
    ];

    /// <summary>Looks a data set up by name.</summary>
    public static DataSet Get(string name) =>
        All.FirstOrDefault(d => d.Name == name)
        ?? throw new ArgumentException($"Unknown data set '{name}'. Valid: {string.Join(", ", All.Select(d => d.Name))}", nameof(name));

    // Spread over the int range, negatives included, so number formatting is not all one-digit.
    private static List<int> Ints() => [.. Enumerable.Range(0, PrimitiveListCount).Select(i => (int)(i * 2_654_435_761L % 2_000_000_000L - 1_000_000_000L))];

    // Mostly ASCII with a non-ASCII character in every fifth, so escaping policies show.
    private static List<string> Strings() => [.. Enumerable.Range(0, PrimitiveListCount).Select(i => i % 5 == 0 ? $"café n°{i}" : $"merchant-{i:D5}")];
}
