namespace SerializerCompat.Adapters;

/// <summary>
/// A profile whose one change from its library's defaults can touch only some types: on a value that holds none of
/// them — declared or at run time, anywhere in its graph — it writes and reads exactly as the defaults do.
/// <c>check</c> leaves such a fix's re-run out on a type it cannot reach, since the re-run would give the run without
/// it; each claim is proven on the whole catalogue by a test (a profile writes and reads as the defaults on every case
/// it does not reach).
/// </summary>
public interface IChangeScope
{
    /// <summary>Whether the profile's change can touch a value of exactly <paramref name="type"/> (its members are
    /// asked on their own).</summary>
    bool Reaches(Type type);
}
