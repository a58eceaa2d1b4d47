using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json configured to read NetJSON's tick-based dates through a converter we wrote
/// (<see cref="NetJsonTickDateConverter"/>).</summary>
[Profile(
    "SystemTextJson", "Converters: NetJsonTickDateConverter (our code) reads NetJSON's \"\\/Date(100-ns ticks)\\/\"")]
public sealed class SystemTextJsonReadsNetJsonProfile() : ConvertersOnlyProfile(new NetJsonTickDateConverter())
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsNetJson";
}
