using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// A type whose constructor took some of the values drawn for it, but fewer than the check needs: the type is not
/// checked rather than checked with fewer values than the report says.
/// </summary>
public sealed class ValuesRefusedException(int made, int drawn, int needed, Exception firstRefusal)
    : Exception(
        $"its constructor took {made} of {drawn} values drawn, {needed} needed; the first it refused: "
        + ExceptionText.Describe(firstRefusal),
        firstRefusal);
