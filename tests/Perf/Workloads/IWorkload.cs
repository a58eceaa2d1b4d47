using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Workloads;

/// <summary>One serializer, one I/O path, one data set, ready to be called repeatedly.</summary>
public interface IWorkload
{
    /// <summary>Writes the value over the path; returns what was written (the string, the bytes or the reused
    /// stream).</summary>
    ValueTask<object> SerializeAsync();

    /// <summary>Reads back what this library itself wrote over the same path (prepared by
    /// <see cref="Prepare"/>).</summary>
    ValueTask<object?> DeserializeAsync();

    /// <summary>Writes once and keeps the output as the deserialize input; returns the UTF-8 size in bytes.</summary>
    Task<long> Prepare();

    /// <summary>The verdict engine's grade of a value read back against the value written.</summary>
    Verdict Compare(object? readBack);
}
