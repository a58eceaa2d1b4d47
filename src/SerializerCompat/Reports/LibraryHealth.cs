namespace SerializerCompat.Reports;

/// <summary>
/// Facts about a library's upkeep that no golden can show: when the recorded version was released, whether its
/// source repository is archived, and where that was seen. "What it cannot do on .NET 10" is derived from the
/// goldens instead (<see cref="HealthFindings"/>).
/// </summary>
public sealed record LibraryHealth(string Serializer, string Released, string Archived, string Seen)
{
    /// <summary>Every library, in registry order.</summary>
    public static IReadOnlyList<LibraryHealth> All { get; } =
    [
        new("Newtonsoft", "2025 (13.0.4)", "no", "package file dates 2025-09-16; JamesNK/Newtonsoft.Json is maintained"),
        new("SystemTextJson", "2025 (.NET 10)", "no", "ships with the runtime (dotnet/runtime)"),
        new("SystemTextJsonSourceGen", "2025 (.NET 10)", "no", "ships with the SDK (dotnet/runtime)"),
        new("Jil", "2019 (2.17.0)", "not archived, but no commit since the 2.17.0 commit of 2019-03-13", "kevin-montrose/Jil history; .NET 9+ breakage open as kevin-montrose/Jil#363"),
        new("NetJson", "2025 (1.4.5)", "no", "rpgmaker/NetJSON tag v1.4.5, commit of 2025-07-07"),
        new("ServiceStack", "2026 (10.5.0)", "no", "package file dates 2026-11-11; ServiceStack/ServiceStack is maintained"),
        new("Utf8Json", "2018 (1.3.7)", "yes: unmaintained since 2018 (\"abandoned … critical bugs\", neuecc/Utf8Json#254)", "neuecc/Utf8Json tag v1.3.7, commit of 2018-01-30"),
        new("SpanJson", "2024 (4.2.1)", "no", "Tornhoof/SpanJson commit 81fbce2 of 2024-10-09; ships net6.0/net8.0 assets only"),
    ];

    /// <summary>The health record of a serializer.</summary>
    public static LibraryHealth Of(string serializer) =>
        All.FirstOrDefault(h => h.Serializer == serializer) ?? new(serializer, "unknown", "unknown", "not recorded");
}
