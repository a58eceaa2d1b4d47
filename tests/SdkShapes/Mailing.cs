namespace SdkShapes;

/// <summary>A list de-duplicated on write: old code already reads back something else than it was given.</summary>
public class Mailing
{
    private List<string>? _recipients = [];

    /// <summary>The recipients, each once (the getter de-duplicates; the setter keeps what it is given).</summary>
    public List<string>? Recipients
    {
        get => _recipients is null ? null : [.. _recipients.Distinct(StringComparer.Ordinal)];
        set => _recipients = value;
    }
}
