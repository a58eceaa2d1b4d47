using FsCheck;

namespace SerializerCompat.Properties.Tests;

/// <summary>Fixed seeds so that CI is deterministic; a failure prints its own replay seed.</summary>
public static class Replays
{
    public static Replay Fixed { get; } = new(new Rnd(0x5EEDCAFEUL, 0x123456789ABCDEF1UL), null);
}
