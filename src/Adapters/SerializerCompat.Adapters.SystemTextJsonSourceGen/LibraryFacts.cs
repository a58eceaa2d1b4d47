[assembly: SerializerCompat.Adapters.LibraryFacts(
    evidenceSource: "the .NET 10 shared framework and its source generator",
    released: "2025 (.NET 10)",
    archived: "no",
    upkeepSeen: "ships with the SDK (dotnet/runtime)")]
