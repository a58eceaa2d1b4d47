namespace SdkShapes;

/// <summary>
/// A settings type whose constructor validates its arguments, as Application Insights' MetricConfiguration does: most
/// values drawn for it are taken, a negative limit or a missing name is refused.
/// </summary>
public sealed class Quota
{
    public Quota(string name, int limit)
    {
        ArgumentNullException.ThrowIfNull(name);
        ArgumentOutOfRangeException.ThrowIfNegative(limit);
        Name = name;
        Limit = limit;
    }

    /// <summary>What the quota limits.</summary>
    public string Name { get; }

    /// <summary>How many at most: never negative.</summary>
    public int Limit { get; }
}
