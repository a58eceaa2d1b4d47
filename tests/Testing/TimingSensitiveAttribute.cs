using Xunit.v3;

namespace SerializerCompat.Testing;

/// <summary>
/// Marks a test whose outcome rests on a CPU bound, a wall-clock limit or process timing (a worker that hangs,
/// crashes or is starved, a run interrupted): <c>scripts/flake-check</c> runs every such test many times, idle and
/// with the cores busy, through the trait this gives (<c>Timing=sensitive</c>). Such a test asserts what its bound is
/// for, with margins no runtime background work reaches, so that load can never decide it.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method)]
public sealed class TimingSensitiveAttribute : Attribute, ITraitAttribute
{
    /// <summary>The trait's name, as <c>--filter-trait</c> takes it.</summary>
    public const string Name = "Timing";

    /// <summary>The trait's value.</summary>
    public const string Value = "sensitive";

    /// <inheritdoc />
    public IReadOnlyCollection<KeyValuePair<string, string>> GetTraits() => [new(Name, Value)];
}
