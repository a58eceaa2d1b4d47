[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "a local build of rpgmaker/NetJSON tag v1.4.5",
    released: "2025 (1.4.5)",
    archived: "no",
    upkeepSeen: "rpgmaker/NetJSON tag v1.4.5, commit of 2025-07-07")]
