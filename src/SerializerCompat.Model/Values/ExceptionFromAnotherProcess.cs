namespace SerializerCompat.Values;

/// <summary>
/// An exception a library threw in another process (an upgrade lane's worker), carried across as its
/// <see cref="ExceptionText.Describe"/> text: evidence shows what the library threw, never the wrapper that carried it.
/// </summary>
public sealed class ExceptionFromAnotherProcess(string description) : Exception(description)
{
    /// <summary>The exception as <see cref="ExceptionText.Describe"/> wrote it where it was thrown.</summary>
    public string Description { get; } = description;
}
