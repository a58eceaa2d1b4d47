using SerializerCompat.Adapters;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;

namespace SerializerCompat.Golden.Tests;

public sealed class SourceGenContextTests
{
    [Fact]
    public void Context_covers_every_fixture_type()
    {
        var fixtureTypes = Cases.All.Select(c => c.ValueType)
            .Concat(Catalogue.DeserializeInputs.Select(i => i.TargetType)).Distinct();

        var missing = fixtureTypes.Where(t => FixtureJsonContext.Default.GetTypeInfo(t) is null)
            .Select(t => t.ToString()).Order().ToList();

        Assert.True(
            missing.Count == 0,
            $"Add [JsonSerializable] lines to {nameof(FixtureJsonContext)} for: {string.Join(", ", missing)}");
    }
}
