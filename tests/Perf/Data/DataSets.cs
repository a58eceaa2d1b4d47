using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Perf.Data;

/// <summary>
/// The benchmarks' data shapes: the Merchant lists of the fixtures (minified and indented input), one Merchant, and
/// lists of ints, strings and records.
/// </summary>
public static class DataSets
{
    /// <summary>Size of the int, string and record lists: large enough that per-call overhead does not
    /// dominate.</summary>
    public const int PrimitiveListCount = 1000;

    private static readonly DataSet<List<Merchant>> Small = new(
        $"Merchants{MerchantData.SmallCount}", $"List<Merchant> of {MerchantData.SmallCount}",
        () => MerchantData.List(MerchantData.SmallCount));

    private static readonly DataSet<List<Merchant>> Large = new(
        $"Merchants{MerchantData.LargeCount}", $"List<Merchant> of {MerchantData.LargeCount}",
        () => MerchantData.List(MerchantData.LargeCount));

    /// <summary>The 100-item Merchant list (the size of the published comparisons).</summary>
    public static DataSet MerchantListSmall => Small;

    /// <summary>The 5000-item Merchant list.</summary>
    public static DataSet MerchantListLarge => Large;

    /// <summary>The 100-item Merchant list read from indented JSON ("Full" beside the minified "Min").</summary>
    public static DataSet MerchantListSmallIndented { get; } = Small.AsIndented();

    /// <summary>The 5000-item Merchant list read from indented JSON.</summary>
    public static DataSet MerchantListLargeIndented { get; } = Large.AsIndented();

    /// <summary>A list of ints.</summary>
    public static DataSet IntList { get; } = new DataSet<List<int>>(
        $"Ints{PrimitiveListCount}", $"List<int> of {PrimitiveListCount}", Ints);

    /// <summary>A list of strings.</summary>
    public static DataSet StringList { get; } = new DataSet<List<string>>(
        $"Strings{PrimitiveListCount}", $"List<string> of {PrimitiveListCount}, ASCII and accented", Strings);

    /// <summary>A list of positional records (constructor-only: several libraries cannot read them).</summary>
    public static DataSet RecordList { get; } = new DataSet<List<PersonRecord>>(
        $"Records{PrimitiveListCount}", $"List<PersonRecord> of {PrimitiveListCount} (positional record)", Records);

    /// <summary>Every data set, in report order.</summary>
    public static IReadOnlyList<DataSet> All { get; } =
    [
        MerchantListSmall,
        MerchantListSmallIndented,
        MerchantListLarge,
        MerchantListLargeIndented,
        new DataSet<Merchant>("Merchant", "one Merchant, every member set", MerchantData.Complete),
        IntList,
        StringList,
        RecordList,
    ];

    /// <summary>Looks a data set up by name.</summary>
    public static DataSet Get(string name) =>
        All.FirstOrDefault(d => d.Name == name)
        ?? throw new ArgumentException(
            $"Unknown data set '{name}'. Valid: {string.Join(", ", All.Select(d => d.Name))}", nameof(name));

    // Spread over the int range, negatives included, so number formatting is not all one-digit.
    private static List<int> Ints() =>
        [.. Enumerable.Range(0, PrimitiveListCount)
            .Select(i => (int)(i * 2_654_435_761L % 2_000_000_000L - 1_000_000_000L))];

    // Mostly ASCII with a non-ASCII character in every fifth, so escaping policies show.
    private static List<string> Strings() =>
        [.. Enumerable.Range(0, PrimitiveListCount).Select(i => i % 5 == 0 ? $"café n°{i}" : $"merchant-{i:D5}")];

    private static List<PersonRecord> Records() =>
        [.. Enumerable.Range(0, PrimitiveListCount)
            .Select(i => new PersonRecord(i % 7 == 0 ? $"Zoë {i}" : $"Person {i}", 18 + i % 80))];
}
