using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>Theory rows over pairs of two libraries.</summary>
public static class PairRows
{
    /// <summary>
    /// (writer, reader, topic) for every ordered pair of two built libraries and every topic, and one row per library
    /// not built here, which skips with the reason (<see cref="SerializerRows.NotBuiltItem"/> in place of the rest).
    /// </summary>
    public static TheoryData<string, string, string> AcrossLibraries()
    {
        var rows = new TheoryData<string, string, string>();
        var built = Serializers.All.Where(s => s.IsBuilt).Select(s => s.Name).ToList();
        foreach (var serializer in Serializers.All)
        {
            if (!serializer.IsBuilt)
            {
                rows.Add(serializer.Name, SerializerRows.NotBuiltItem, SerializerRows.NotBuiltItem);
                continue;
            }

            foreach (var reader in built.Where(r => r != serializer.Name))
            {
                foreach (var topic in Topics.All)
                {
                    rows.Add(serializer.Name, reader, topic);
                }
            }
        }

        return rows;
    }
}
