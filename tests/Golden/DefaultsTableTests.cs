using SerializerCompat.Docs;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class DefaultsTableTests
{
    [Fact]
    public async Task Committed_defaults_table_is_generated_from_the_goldens()
    {
        await RunEvidence.SettledAsync();
        GeneratedDocumentAssert.IsCurrent(
            DefaultsTable.RepoRelativePath, DefaultsTable.Build(SnapshotStore.ForRepository(), Cases.All));
    }
}
