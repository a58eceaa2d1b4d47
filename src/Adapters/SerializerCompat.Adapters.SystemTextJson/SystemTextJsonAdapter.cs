using System.Text.Json;
using System.Text.Json.Nodes;

namespace SerializerCompat.Adapters;

/// <summary>
/// System.Text.Json's reflection-based <see cref="JsonSerializer"/> with default options
/// (<see cref="JsonSerializerOptions.Default"/>, what every overload without options uses).
/// </summary>
public sealed class SystemTextJsonAdapter()
    : SystemTextJsonOptionsAdapter(JsonSerializerOptions.Default), ISpecialCasedTypes
{
    /// <inheritdoc />
    public SpecialCasedTypes ReadSpecialCased() => StjSpecialCasedTypes.Read();

    /// <inheritdoc />
    public override string Name => "SystemTextJson";

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new(
        "JsonSerializer.Deserialize<JsonNode>(ReadOnlySpan<byte>)", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Deserialize<JsonNode>(utf8Json);
}
