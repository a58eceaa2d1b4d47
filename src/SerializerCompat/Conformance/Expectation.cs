namespace SerializerCompat.Conformance;

/// <summary>What RFC 8259 expects of a parser for a corpus file, by the file name's prefix.</summary>
public enum Expectation
{
    /// <summary><c>y_</c>: valid JSON, must be accepted.</summary>
    Accept,

    /// <summary><c>n_</c>: not JSON, must be rejected.</summary>
    Reject,

    /// <summary><c>i_</c>: the RFC lets a parser accept or reject it (limits, encodings, duplicate names,
    /// surrogates).</summary>
    Either,
}
