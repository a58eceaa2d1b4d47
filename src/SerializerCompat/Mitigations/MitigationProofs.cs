using SerializerCompat.Adapters;
using SerializerCompat.Evidence;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Mitigations;

/// <summary>
/// Re-runs a mitigation's cases and inputs with the defaults and with its profile and judges both: by the verdict
/// engine for reads, by byte-for-byte text for "writes the same text". What the old library wrote comes from its
/// goldens (so an old library not built here still counts); what the new library does is run live.
/// </summary>
public static class MitigationProofs
{
    /// <summary>
    /// Why the proof cannot run in this process, or null: a library or profile it runs live is not built, or it is
    /// not recorded here — evidence it reads back from goldens (the old side's output of a case) is stale or missing
    /// and its library or lane is not built here to record it. Either way the proof is skipped with the reason and its
    /// golden left as it is; the next machine where the library is built records it. A profile whose library is
    /// built but that does not exist (renamed, misspelled) is no reason: the proof fails.
    /// </summary>
    public static string? Unavailable(Mitigation mitigation, SnapshotStore store)
    {
        var live = new List<string> { mitigation.To };
        if (mitigation.Direction == MitigationDirection.OldReadsNewData || mitigation.Inputs.Count > 0)
        {
            live.Add(mitigation.From);
        }

        var notBuilt = live.Select(Serializers.Get).FirstOrDefault(s => !s.IsBuilt);
        return notBuilt?.NotBuiltReason
            ?? (Profiles.Find(mitigation.Profile) is null && Profiles.IsOfUnbuiltLibrary(mitigation.Profile)
                ? Serializers.Get(Profiles.LibraryOf(mitigation.Profile)!).NotBuiltReason
                : null)
            ?? NotRecordedHere(mitigation, store);
    }

    // The old side's outputs a proof reads from goldens (never run here when its library or lane is not built): one
    // that is stale since its case changed, or missing, gives no verdict to prove anything with.
    private static string? NotRecordedHere(Mitigation mitigation, SnapshotStore store)
    {
        if (mitigation.Direction == MitigationDirection.OldReadsNewData
            || Subjects.Get(mitigation.From) is not { IsAvailable: false } old)
        {
            return null;
        }

        var unrecorded = mitigation.Cases
            .Where(c => StaleGoldens.ReadCurrent(store, Catalogue.Get(c), mitigation.From) is null).ToList();
        return unrecorded.Count == 0
            ? null
            : $"{mitigation.Id}: not recorded here — {mitigation.From}'s output of {string.Join(", ", unrecorded)} " +
                $"is stale since its case changed, or missing, and {mitigation.From} is not built here to record it " +
                $"({old.NotAvailableReason}); a machine where it is built records the proof";
    }

    /// <summary>Runs the proof; call only when <see cref="Unavailable"/> is null.</summary>
    public static async Task<ProofResult> RunAsync(Mitigation mitigation, SnapshotStore store)
    {
        var profile = Profiles.Get(mitigation.Profile);
        var sides = Sides.Of(mitigation, profile.Adapter);
        var items = new List<ProofItem>();
        foreach (var caseName in mitigation.Cases)
        {
            items.Add(mitigation.Direction switch
            {
                MitigationDirection.NewReadsOldData => await NewReadsOldAsync(sides, caseName, store),
                MitigationDirection.OldReadsNewData => await OldReadsNewAsync(sides, caseName),
                _ => await SameTextAsync(sides, caseName, store),
            });
        }

        foreach (var inputName in mitigation.Inputs)
        {
            items.Add(await InputAsync(sides, inputName));
        }

        return new(mitigation, profile.Settings, items);
    }

    // The adapters before and after, on both sides; the side without the profile keeps its defaults.
    private sealed record Sides(
        string OldName, string? OldProfile, ISerializerAdapter NewBefore, ISerializerAdapter NewAfter,
        ISerializerAdapter? OldBefore, ISerializerAdapter? OldAfter)
    {
        public static Sides Of(Mitigation m, ISerializerAdapter profile)
        {
            var newDefault = Serializers.Get(m.To).RequireAdapter();
            // An upgrade's old side is a lane, which runs only in its own worker: its recorded output is what is read.
            var oldDefault = Serializers.All.FirstOrDefault(s => s.Name == m.From)?.Adapter;
            return m.ProfileOnOldSide
                ? new(m.From, m.Profile, newDefault, newDefault, oldDefault, profile)
                : new(m.From, null, newDefault, profile, oldDefault, oldDefault);
        }
    }

    private static async Task<ProofItem> NewReadsOldAsync(Sides sides, string caseName, SnapshotStore store)
    {
        var testCase = Catalogue.Get(caseName);
        var before = await GradeGoldenAsync(
            sides.NewBefore, testCase, store, new SnapshotKey(SnapshotSuites.Serialize, caseName, sides.OldName));
        var after = await GradeGoldenAsync(sides.NewAfter, testCase, store, sides.OldProfile is null
            ? new SnapshotKey(SnapshotSuites.Serialize, caseName, sides.OldName)
            : new SnapshotKey(SnapshotSuites.ProfileSerialize, caseName, sides.OldProfile));
        return Judge(caseName, before, after);
    }

    private static async Task<ProofItem> OldReadsNewAsync(Sides sides, string caseName)
    {
        var testCase = Catalogue.Get(caseName);
        return Judge(
            caseName, await WriteThenReadAsync(sides.NewBefore, sides.OldBefore!, testCase),
            await WriteThenReadAsync(sides.NewAfter, sides.OldAfter!, testCase));
    }

    private static async Task<ProofItem> SameTextAsync(Sides sides, string caseName, SnapshotStore store)
    {
        var testCase = Catalogue.Get(caseName);
        var oldBefore = Golden(store, new SnapshotKey(SnapshotSuites.Serialize, caseName, sides.OldName));
        var oldAfter = sides.OldProfile is null
            ? oldBefore
            : Golden(store, new SnapshotKey(SnapshotSuites.ProfileSerialize, caseName, sides.OldProfile));
        var newBefore = Snapshot.Of(await ReadBack.WriteAsync(sides.NewBefore, testCase));
        var newAfter = Snapshot.Of(await ReadBack.WriteAsync(sides.NewAfter, testCase));
        var closed = newAfter == oldAfter && oldAfter?.Extension == "json" && newBefore != oldBefore;
        return new(caseName, Compare(newBefore, oldBefore), Compare(newAfter, oldAfter), closed);
    }

    private static async Task<ProofItem> InputAsync(Sides sides, string inputName)
    {
        var input = Catalogue.GetInput(inputName);
        var json = await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath));
        var (expected, oldFailure) = await ReadBack.ReadAsync(sides.OldBefore!, input, json);
        if (oldFailure is not null)
        {
            return new(inputName, $"{sides.OldName} itself: {oldFailure}", "(no reference value)", false);
        }

        return Judge(
            inputName, await GradeAgainstAsync(sides.NewBefore, input, json, expected),
            await GradeAgainstAsync(sides.NewAfter, input, json, expected));
    }

    private static async Task<Verdict> GradeAgainstAsync(
        ISerializerAdapter reader, Fixtures.Inputs.IJsonInput input, string json, object? expected)
    {
        var (value, failure) = await ReadBack.ReadAsync(reader, input, json);
        return failure ?? ValueComparer.Compare(expected, value);
    }

    private static async Task<Verdict> GradeGoldenAsync(
        ISerializerAdapter reader, Fixtures.Catalogue.ICase testCase, SnapshotStore store, SnapshotKey oldGolden)
    {
        var golden = Golden(store, oldGolden);
        return golden is { Extension: "json" }
            ? await ReadBack.GradeAsync(reader, testCase, golden.Text)
            : new Verdict(Grade.Rejected, "$", "", "", $"the old library wrote no JSON: snapshots/{oldGolden.Folder}/" +
                $"{oldGolden.Serializer}.verified.{golden?.Extension ?? "(missing)"}");
    }

    private static async Task<Verdict> WriteThenReadAsync(
        ISerializerAdapter writer, ISerializerAdapter reader, Fixtures.Catalogue.ICase testCase) =>
        await ReadBack.WriteAsync(writer, testCase) switch
        {
            Outcome.Written written => await ReadBack.GradeAsync(reader, testCase, written.Json),
            var other =>
                new Verdict(Grade.Rejected, "$", "", "", $"{writer.Name} wrote no JSON: {Snapshot.Of(other).Text}"),
        };

    private static ProofItem Judge(string item, Verdict before, Verdict after) =>
        new(
            item, before.ToString(), after.ToString(),
            after.Grade is Grade.Exact or Grade.Equivalent && before.Grade.Severity() > after.Grade.Severity());

    // An old side's output recorded from another version of the case proves nothing about today's case.
    private static Snapshot? Golden(SnapshotStore store, SnapshotKey key) =>
        key.Suite == SnapshotSuites.Serialize && StaleGoldens.IsStale(store, Catalogue.Get(key.Case), key.Serializer)
            ? null
            : store.ReadVerified(key);

    private static string Compare(Snapshot mine, Snapshot? theirs) =>
        mine == theirs
            ? $"identical: {Show(mine)}"
            : $"differs: {Show(mine)} vs {(theirs is null ? "(no golden)" : Show(theirs))}";

    private static string Show(Snapshot snapshot) =>
        snapshot.Extension == "json" ? $"`{snapshot.Text}`" : snapshot.Text.Split('\n')[0];
}
