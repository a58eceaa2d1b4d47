[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "a local build of kevin-montrose/Jil commit 49e8a84 (\"2.17.0\") with Sigil tag 4.7.0",
    released: "2019 (2.17.0)",
    archived: "not archived, but no commit since the 2.17.0 commit of 2019-03-13",
    upkeepSeen: "kevin-montrose/Jil history; .NET 9+ breakage open as kevin-montrose/Jil#363")]
