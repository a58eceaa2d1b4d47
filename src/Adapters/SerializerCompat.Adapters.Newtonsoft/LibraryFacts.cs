[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "the nuget.org package",
    released: "2025 (13.0.4)",
    archived: "no",
    upkeepSeen: "package file dates 2025-09-16; JamesNK/Newtonsoft.Json is maintained")]
