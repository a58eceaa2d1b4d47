[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "a local build of neuecc/Utf8Json tag v1.3.7",
    released: "2018 (1.3.7)",
    archived: "yes: unmaintained since 2018 (\"abandoned … critical bugs\", neuecc/Utf8Json#254)",
    upkeepSeen: "neuecc/Utf8Json tag v1.3.7, commit of 2018-01-30")]
