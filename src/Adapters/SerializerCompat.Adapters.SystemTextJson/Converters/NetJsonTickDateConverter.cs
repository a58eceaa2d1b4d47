namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Reads NetJSON 1.4's default date, <c>"\/Date(n)\/"</c> where n counts 100-ns ticks (not milliseconds) since the
/// Unix epoch, UTC (snapshots/serialize/datetime-utc/NetJson). No System.Text.Json setting reads it, and it cannot be
/// told from the millisecond form by its shape, so this converter we write is the mitigation, for data written by
/// NetJSON only.
/// </summary>
public sealed class NetJsonTickDateConverter : SlashDateConverter
{
    /// <inheritdoc />
    protected override DateTime FromNumber(long number, bool hasOffset) => DateTime.UnixEpoch.AddTicks(number);
}
