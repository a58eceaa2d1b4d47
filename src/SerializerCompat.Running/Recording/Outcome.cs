using SerializerCompat.Values;

namespace SerializerCompat.Recording;

/// <summary>What one library call did: produced text, threw, or has no API for the path.</summary>
public abstract record Outcome
{
    /// <summary>The call returned JSON text.</summary>
    public sealed record Written(string Json) : Outcome;

    /// <summary>The write call returned null instead of JSON text.</summary>
    public sealed record WroteNull : Outcome;

    /// <summary>The call returned a value, described member by member.</summary>
    public sealed record Read(string Description) : Outcome;

    /// <summary>The call threw; <see cref="Exception"/> is kept for verdicts, <see cref="Text"/> goes into
    /// goldens.</summary>
    public sealed record Threw(Exception Exception) : Outcome
    {
        /// <summary>The golden form of the exception.</summary>
        public string Text => ExceptionText.Describe(Exception);
    }

    /// <summary>The library has no API for this I/O path.</summary>
    public sealed record NotSupported(string Reason) : Outcome;
}
