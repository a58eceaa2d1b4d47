using SerializerCompat.Evidence;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Each serializer's and lane's index of the case versions its raw goldens were made from. Where it is built, the
/// run records the index with its goldens (a changed case fails here, naming it, until both are accepted); where it
/// is not, its stale goldens are named, to be recorded again where it is built.
/// </summary>
public sealed class FingerprintIndexTests
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    public static TheoryData<string> Columns => [.. Serializers.Names, .. Lanes.Names];

    [Theory]
    [MemberData(nameof(Columns))]
    public void Index_records_the_version_of_every_case_and_input(string column)
    {
        if (BuiltHere.NotBuiltReason(column) is { } reason)
        {
            var stale = StaleGoldens.Of(Store, column, Fixtures.Catalogue.Cases.All, Catalogue.DeserializeInputs);
            Assert.Skip(stale.Count == 0
                ? reason
                : $"{stale.Count} goldens of {column} are stale since their case changed; record them again where " +
                    $"{column} is built: {string.Join(", ", stale.Take(10))}{(stale.Count > 10 ? ", …" : "")}. " +
                    $"{reason}");
        }

        GoldenAssert.Matches(FingerprintIndex.Key(column), FingerprintIndex.Expected(column));
    }
}
