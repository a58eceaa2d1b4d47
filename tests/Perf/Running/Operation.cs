namespace SerializerCompat.Perf.Running;

/// <summary>The two timed operations; the names are the benchmark method names.</summary>
public enum Operation
{
    /// <summary>Write the value.</summary>
    Serialize,

    /// <summary>Read back what the same library wrote.</summary>
    Deserialize,
}
