using System.Globalization;
using System.Text;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Docs;

/// <summary>
/// <c>docs/defaults.md</c>: what every serializer writes for every case with its defaults, read from the serialize
/// goldens only, so it covers libraries that are not built on this machine; then the upgrade lanes beside their
/// libraries (<see cref="LaneDefaultsSection"/>).
/// </summary>
public static class DefaultsTable
{
    /// <summary>The document's path relative to the repository root.</summary>
    public const string RepoRelativePath = "docs/defaults.md";

    /// <summary>Builds the document from the goldens in <paramref name="store"/>.</summary>
    public static string Build(SnapshotStore store, IReadOnlyList<ICase> cases)
    {
        var builder = new StringBuilder();
        builder.Append("# What each serializer writes by default\n\n")
            .Append("Generated from `snapshots/serialize/` by `DefaultsTable` (a test fails when this file is " +
                "stale); do not edit.\n")
            .Append("Each cell is the library's exact output with default settings, cut at ")
            .Append(OutputTable.MaxCellLength).Append(" characters; ")
            .Append("the golden it comes from is `snapshots/serialize/{case}/{serializer}.verified.*`. ")
            .Append(
                "Raw control characters, U+2028/U+2029 and lone surrogates in an output are shown as ⟨U+XXXX⟩. ")
            .Append("Recorded in time zone Asia/Kathmandu (+05:45) and the invariant culture.\n\n")
            .Append("| serializer | package the goldens were recorded with |\n|---|---|\n");
        foreach (var name in Serializers.Names)
        {
            builder.Append("| ").Append(name).Append(" | ").Append(PackageRecord.Read(store, name) ?? "(not recorded)")
                .Append(" |\n");
        }

        foreach (var topic in cases.GroupBy(c => c.Topic))
        {
            builder.Append("\n## ").Append(topic.Key).Append("\n\n");
            OutputTable.Append(builder, store, Serializers.Names, topic);
        }

        LaneDefaultsSection.Append(builder, store, cases);
        return builder.ToString();
    }
}
