namespace SerializerCompat.Docs;

/// <summary>
/// One claim of README's "What surprised us": its Markdown lines as README shows them, the goldens that show it, and
/// for each statement whose cause could be read more than one way, the cases that tell the readings apart.
/// </summary>
public sealed record Surprise(string Subject, IReadOnlyList<string> Lines, IReadOnlyList<SurpriseEvidence> Evidence)
{
    /// <summary>The statements of the lines that name their cause, each with what proves it and what rules out the
    /// alternative.</summary>
    public IReadOnlyList<SurpriseClaim> Claims { get; init; } = [];

    /// <summary>The lines as one text, line breaks and indentation folded to single spaces.</summary>
    public string Text => string.Join(' ', Lines.Select(l => l.Trim()));
}

/// <summary>A golden (<c>snapshots/{Golden}.verified.*</c>) and a text it holds that shows the claim.</summary>
public sealed record SurpriseEvidence(string Golden, string Shows)
{
    /// <summary>The case the golden belongs to (<c>serialize/{case}/{library}</c>), or the golden itself for a suite of
    /// one file per library.</summary>
    public string Case => Golden.Split('/') is [_, var testCase, _] ? testCase : Golden;
}

/// <summary>
/// A statement of a surprise's lines (<see cref="Says"/>, as README words it), the goldens that prove it, and the
/// alternatives it could be mistaken for, each with goldens of other cases that rule it out: "truncates a string at
/// its first NUL" is proven by a NUL in the middle and told from "drops control characters" by control characters
/// without a NUL written intact.
/// </summary>
public sealed record SurpriseClaim(
    string Says, IReadOnlyList<SurpriseEvidence> Proves, IReadOnlyList<RuledOut> RulesOut);

/// <summary>A reading of a claim broader or other than the one stated, and the goldens that show it is not what
/// happens.</summary>
public sealed record RuledOut(string Alternative, IReadOnlyList<SurpriseEvidence> By);
