using SerializerCompat.Snapshots;

namespace SerializerCompat.Conformance;

/// <summary>
/// <c>docs/conformance.md</c>: what every library accepts, rejects, crashes or hangs on in our corpus, read from
/// the conformance goldens only, so it covers libraries that are not built on this machine.
/// </summary>
public static class ConformanceDocument
{
    /// <summary>The document's path relative to the repository root.</summary>
    public const string RepoRelativePath = "docs/conformance.md";

    /// <summary>Builds the document from the goldens in <paramref name="store"/> over
    /// <paramref name="corpus"/>.</summary>
    public static string Build(SnapshotStore store, Corpus corpus) => ConformanceMarkdown.Build(
        RecordedConformance.FromGoldens(store, corpus),
        "Parser leniency and crash safety",
        $$"""
        Generated from `snapshots/conformance/{serializer}.verified.txt` over `{{RecordedConformance.CorpusRepoRelativePath}}/` by `ConformanceDocument` (a test fails when this file is stale); do not edit. Each library parses each file with its own untyped API (the summary names it) in a worker process: one worker per library slice fed file after file, replaced after a CRASH (the process died) or a HANG (no answer after {{ConformanceRunOptions.Default.Timeout.TotalSeconds}} s of the worker's CPU time plus {{ConformanceRunOptions.PerMebibyte.TotalSeconds}} s per MiB of the file, or the worker's heap of {{ConformanceRunOptions.Default.HeapLimitBytes / (1024 * 1024)}} MiB exhausted by a file of at most 1/32 of it, which no library needs that much for: whichever a parse that does not stop runs out of first depends on how fast the machine allocates, so both are one HANG). A library without a byte API is handed the bytes decoded with `Encoding.UTF8.GetString`: invalid UTF-8 reaches it as U+FFFD and a BOM as U+FEFF. Files are `y_` (RFC 8259 valid: must be accepted), `n_` (not JSON: must be rejected) or `i_` (the RFC lets a parser do either: number range, nesting depth, duplicate names, lone surrogates, encodings and the BOM); CRASH and HANG never conform. Depth 64 is `y_`: the RFC allows a depth limit, but 64 is the default limit of both .NET built-in parsers, so a lower one counts as refusing valid JSON. Every column is the recorded golden: on a machine where a library is not built, its results are recorded, not re-run (its test is skipped with the reason). Run `serializercompat conformance --dir {{RecordedConformance.CorpusRepoRelativePath}}` for the HTML colour matrix and the outcome of every cell.
        """);
}
