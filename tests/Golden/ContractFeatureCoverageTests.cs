using SerializerCompat.Coverage;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Every contract feature the loaded libraries read — their attributes, the System.Runtime.Serialization attributes
/// Newtonsoft.Json honours, the C# features compiled into attributes and modifiers — is used by a catalogue case's
/// type, or listed with its reason: excluded, or known to be uncovered. The lists are printed.
/// </summary>
public sealed class ContractFeatureCoverageTests
{
    [Fact]
    public void Every_contract_feature_has_a_case()
    {
        var judged = ContractFeatures.Judge();
        var output = TestContext.Current.TestOutputHelper!;
        output.WriteLine($"{judged.Count} contract features, {judged.Count(f => f.IsCovered)} covered");
        foreach (var feature in judged)
        {
            var kind = feature.IsCovered
                ? "covered"
                : feature.Exclusion is not null
                    ? "excluded"
                    : feature.KnownUncovered is not null ? "known uncovered" : "UNEXPLAINED";
            output.WriteLine(
                $"{kind}: {feature}{(feature.IsCovered ? "" : $" — {feature.Exclusion ?? feature.KnownUncovered}")}");
        }

        var unexplained = judged.Where(f => f.IsUnexplained).ToList();
        Assert.True(unexplained.Count == 0,
            $"{unexplained.Count} contract features have no case (add one to the catalogue, or to " +
            $"{nameof(ContractFeatureExclusions)} with the reason):\n" +
            $"{string.Join("\n", unexplained.Select(f => f.Feature))}");
        var stale = judged.Where(f => f.HasStaleReason).Select(f => f.Feature.Name).ToList();
        Assert.True(stale.Count == 0,
            $"Covered now, remove from {nameof(ContractFeatureExclusions)}: {string.Join(", ", stale)}");
    }

    [Fact]
    public void Features_are_enumerated_from_each_source()
    {
        // An enumeration that found nothing (a renamed namespace, an assembly not loaded) would pass the test above
        // vacuously: each source must contribute, and the features the catalogue was written for must be among them.
        var names = ContractFeatures.All.Select(f => f.Name).ToHashSet(StringComparer.Ordinal);
        Assert.Contains("System.Text.Json.Serialization.JsonPolymorphicAttribute", names);
        Assert.Contains("Newtonsoft.Json.JsonExtensionDataAttribute", names);
        Assert.Contains("System.Runtime.Serialization.DataMemberAttribute", names);
        Assert.Contains("C# required members (RequiredMemberAttribute)", names);
    }
}
