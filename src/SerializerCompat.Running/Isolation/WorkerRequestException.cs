namespace SerializerCompat.Isolation;

/// <summary>A request the worker could not serve because of a defect of the suite (an unknown verb or case), not of a
/// library.</summary>
public sealed class WorkerRequestException(string message) : Exception(message);
