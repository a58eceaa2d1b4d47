namespace SerializerCompat.Adapters;

/// <summary>
/// Marks a library whose failed read leaves its process-wide state broken, so that what a read does depends on
/// the reads before it. The registry then runs every read against a freshly loaded copy of the library (as the
/// first read of a new process would), which keeps goldens independent of test order; the repeat-read suite
/// records what happens without that.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class FreshLoadPerReadAttribute(string why) : Attribute
{
    /// <summary>The library behaviour that makes this necessary, with its upstream issue.</summary>
    public string Why { get; } = why;
}
