namespace SerializerCompat.Conformance;

/// <summary>A corpus that cannot be run: a missing folder or an unreadable file. The message is for the user.</summary>
public sealed class CorpusException(string message) : Exception(message);
