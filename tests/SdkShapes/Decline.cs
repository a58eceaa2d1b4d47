namespace SdkShapes;

/// <summary>
/// An SDK's error or union type: only its own code makes one (the constructor is internal), yet both libraries write
/// it, and whether either reads it back is what a check of it shows.
/// </summary>
public sealed class Decline
{
    internal Decline(string code) => Code = code;

    /// <summary>Why it was declined: set by the constructor only.</summary>
    public string Code { get; }

    /// <summary>What to tell the customer.</summary>
    public string? Message { get; set; }
}
