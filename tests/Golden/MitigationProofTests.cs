using SerializerCompat.Mitigations;
using SerializerCompat.Records;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Each mitigation re-run with the defaults and with its profile: the gap must be closed for every case and input
/// it names (after EXACT/EQUIVALENT or identical text, before worse), and the before/after table is its golden.
/// </summary>
public sealed class MitigationProofTests
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    public static TheoryData<string> Rows => new(MitigationRegistry.All.Select(m => m.Id));

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Profile_closes_the_gap(string id)
    {
        var mitigation = MitigationRegistry.Get(id);
        if (MitigationProofs.Unavailable(mitigation, Store) is { } reason)
        {
            Assert.Skip(reason);
        }

        var proof = await RunEvidence.Proof(mitigation);

        GoldenAssert.Matches(
            ProofRecord.Key(id), new Snapshot(ProofRecord.Extension, EvidenceJson.Write(proof.ToRecord())));
        Assert.True(proof.Proven, $"{id} is not proven:\n{proof.ToMarkdown()}");
    }

    // Negative controls: the check must fail for a profile that changes nothing, whatever the direction.
    [Theory]
    [InlineData(MitigationDirection.NewReadsOldData, "enum-green-in-property")]
    [InlineData(MitigationDirection.OldReadsNewData, "object-public-fields")]
    [InlineData(MitigationDirection.WritesSameText, "dict-int-key")]
    public async Task A_profile_that_leaves_the_difference_is_not_proven(MitigationDirection direction, string caseName)
    {
        var unrelated = new Mitigation(
            "control", "Jil", "SystemTextJson", "control", "SystemTextJson.RelaxedEscaping", direction, [caseName], []);
        if (direction == MitigationDirection.OldReadsNewData)
        {
            unrelated = unrelated with { From = "Newtonsoft" };
        }

        var proof = await MitigationProofs.RunAsync(unrelated, Store);

        Assert.False(proof.Proven, proof.ToMarkdown());
    }

    // A proof skips only for a library not built here: a profile renamed or misspelled while its library is built
    // would otherwise skip as "not built" for ever, its proof never run again.
    [Fact]
    public void Every_mitigations_profile_exists_where_its_library_is_built()
    {
        var missing = MitigationRegistry.All
            .Where(m => !Registry.Profiles.IsOfUnbuiltLibrary(m.Profile) && Registry.Profiles.Find(m.Profile) is null)
            .Select(m => $"{m.Id}: {m.Profile}");

        Assert.Empty(missing);
    }

    [Fact]
    public void Every_recorded_proof_reads_as_proven_and_is_found_by_its_pair_and_items()
    {
        var unproven = MitigationRegistry.All.Where(m => ProofRecord.Read(Store, m.Id) is not { Proven: true })
            .Select(m => m.Id);

        Assert.Empty(unproven);
        Assert.Contains(
            MitigationRegistry.For("Newtonsoft", "SystemTextJson", "merchant-lower-case-names"),
            m => m.Profile == "SystemTextJson.Web");
    }
}
