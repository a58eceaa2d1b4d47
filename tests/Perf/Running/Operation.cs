namespace SerializerCompat.Perf.Running;

/// <summary>The two timed operations.</summary>
public enum Operation
{
    /// <summary>Write the value.</summary>
    Serialize,

    /// <summary>Read back what the same library wrote.</summary>
    Deserialize,
}
