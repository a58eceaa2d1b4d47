using SerializerCompat.Adapters;
using SerializerCompat.Registry;
using Xunit;

namespace SerializerCompat.Testing;

/// <summary>
/// Theory rows over serializers: one row per built serializer and item, and one row per serializer that is not
/// built, which skips with the reason, so the summary names every library left out.
/// </summary>
public static class SerializerRows
{
    /// <summary>The item value of the single row that stands for a serializer that is not built.</summary>
    public const string NotBuiltItem = "(not built)";

    /// <summary>(serializer, item) rows.</summary>
    public static TheoryData<string, string> For(IEnumerable<string> items)
    {
        var itemList = items.ToList();
        var rows = new TheoryData<string, string>();
        foreach (var serializer in Serializers.All)
        {
            if (serializer.IsBuilt)
            {
                foreach (var item in itemList)
                {
                    rows.Add(serializer.Name, item);
                }
            }
            else
            {
                rows.Add(serializer.Name, NotBuiltItem);
            }
        }

        return rows;
    }

    /// <summary>(serializer) rows.</summary>
    public static TheoryData<string> ForSerializers()
    {
        var rows = new TheoryData<string>();
        foreach (var serializer in Serializers.All)
        {
            rows.Add(serializer.Name);
        }

        return rows;
    }

    /// <summary>The adapter of a built serializer; skips the test, naming the reason, for one that is not
    /// built.</summary>
    public static ISerializerAdapter AdapterOrSkip(string serializer)
    {
        var availability = Serializers.Get(serializer);
        if (!availability.IsBuilt)
        {
            Assert.Skip(availability.NotBuiltReason!);
        }

        return availability.Adapter!;
    }
}
