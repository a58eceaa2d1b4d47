[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "the nuget.org package",
    released: "2026 (10.5.0)",
    archived: "no",
    upkeepSeen: "package file dates 2026-11-11; ServiceStack/ServiceStack is maintained")]
