using System.Text.Json;

namespace SerializerCompat.Adapters;

/// <summary>System.Text.Json with source-generated metadata (<see cref="FixtureJsonContext"/>) and default
/// options.</summary>
public sealed class SystemTextJsonSourceGenAdapter()
    : SourceGenContextAdapter(FixtureJsonContext.Default), ISpecialCasedTypes
{
    /// <inheritdoc />
    /// <remarks>The generator emits the converters of <c>JsonMetadataServices</c>, the reflection resolver's.</remarks>
    public SpecialCasedTypes ReadSpecialCased() => StjSpecialCasedTypes.Read();

    /// <inheritdoc />
    public override string Name => "SystemTextJsonSourceGen";

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new(
        "JsonSerializer.Deserialize(ReadOnlySpan<byte>, FixtureJsonContext.Default.JsonNode)", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) =>
        JsonSerializer.Deserialize(utf8Json, FixtureJsonContext.Default.JsonNode);
}
