namespace SerializerCompat.Conformance;

/// <summary>One file parsed by one library during a run, for progress output.</summary>
public sealed record ParseProgress(string Serializer, CorpusFile File, ParseOutcome Outcome, int Done, int Total);
