using SerializerCompat.Checks;

namespace SerializerCompat.Engine.Tests;

/// <summary>A report names a type by what reflection's full name holds, without namespaces or assemblies.</summary>
public sealed class ShortTypeNameTests
{
    [Theory]
    [InlineData(typeof(ShortTypeNameTests), "ShortTypeNameTests")]
    [InlineData(typeof(Environment.SpecialFolder), "SpecialFolder")]
    [InlineData(typeof(List<Uri>), "List<Uri>")]
    [InlineData(typeof(Dictionary<Guid, List<DateTime?[]>>), "Dictionary<Guid, List<Nullable<DateTime>[]>>")]
    [InlineData(typeof(KeyValuePair<string, int>[]), "KeyValuePair<String, Int32>[]")]
    [InlineData(typeof(int[,]), "Int32[,]")]
    [InlineData(typeof(Dictionary<string, int>.KeyCollection), "KeyCollection<String, Int32>")]
    public void A_full_name_reads_as_the_short_name(Type type, string expected) =>
        Assert.Equal(expected, ShortTypeName.Of(type.FullName!));
}
