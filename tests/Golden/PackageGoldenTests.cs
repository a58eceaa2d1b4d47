using SerializerCompat.Evidence;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class PackageGoldenTests
{
    public static TheoryData<string> Rows => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Rows))]
    public void Loaded_package_is_the_one_the_goldens_were_recorded_with(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        GoldenAssert.Matches(PackageRecord.Key(serializer), PackageRecord.Of(adapter));
    }
}
