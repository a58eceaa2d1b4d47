using System.Text.Json;

namespace SerializerCompat.Adapters;

/// <summary>
/// System.Text.Json's reflection-based <see cref="JsonSerializer"/> with default options
/// (<see cref="JsonSerializerOptions.Default"/>, what every overload without options uses).
/// </summary>
public sealed class SystemTextJsonAdapter() : SystemTextJsonOptionsAdapter(JsonSerializerOptions.Default)
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson";
}
