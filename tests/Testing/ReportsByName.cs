using SerializerCompat.Registry;
using SerializerCompat.Reports;

namespace SerializerCompat.Testing;

/// <summary>Reports for two names, as a test names them: the subjects are resolved here, before the builder runs, as
/// the CLI resolves them.</summary>
public static class ReportsByName
{
    /// <summary>The report from <paramref name="from"/> to <paramref name="to"/> (a library or a lane).</summary>
    public static MigrationReport Build(this MigrationReportBuilder builder, string from, string to) =>
        builder.Build(Subjects.Get(from), Subjects.Get(to));
}
