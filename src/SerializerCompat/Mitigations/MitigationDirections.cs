namespace SerializerCompat.Mitigations;

/// <summary>How a direction is named in goldens and reports.</summary>
public static class MitigationDirections
{
    /// <summary>The report's wording.</summary>
    public static string Label(this MitigationDirection direction) => direction switch
    {
        MitigationDirection.NewReadsOldData => "new library reads old data",
        MitigationDirection.OldReadsNewData => "new library writes what old code reads",
        MitigationDirection.WritesSameText => "new library writes the same text",
        _ => throw new ArgumentOutOfRangeException(nameof(direction), direction, null),
    };
}
