namespace SerializerCompat.Docs;

/// <summary>
/// One claim of README's "What surprised us": its Markdown lines as README shows them, and the goldens that show it.
/// </summary>
public sealed record Surprise(string Subject, IReadOnlyList<string> Lines, IReadOnlyList<SurpriseEvidence> Evidence);

/// <summary>A golden (<c>snapshots/{Golden}.verified.*</c>) and a text it holds that shows the claim.</summary>
public sealed record SurpriseEvidence(string Golden, string Shows);
