[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "a local build of Tornhoof/SpanJson commit 81fbce2 (version 4.2.1)",
    released: "2024 (4.2.1)",
    archived: "no",
    upkeepSeen: "Tornhoof/SpanJson commit 81fbce2 of 2024-10-09; ships net6.0/net8.0 assets only")]
