using System.Globalization;

namespace SerializerCompat.Checks;

/// <summary>
/// One of <see cref="Of"/> parts of a check (<c>--shard I/N</c>, 1-based): the types whose index in the run's full,
/// name-ordered list is <c>I − 1</c> modulo N. Discovery runs whole on every shard first, so each shard splits the
/// same list the same way on any machine; taking every Nth type spreads one namespace's heavy types over the shards.
/// </summary>
public sealed record CheckShard(int Index, int Of)
{
    /// <summary>The whole run: one shard.</summary>
    public static readonly CheckShard Whole = new(1, 1);

    /// <summary>Whether this is a part of a run, not the whole.</summary>
    [System.Text.Json.Serialization.JsonIgnore]
    public bool IsPart => Of > 1;

    /// <summary>Parses <c>I/N</c> (1 ≤ I ≤ N), or says in one sentence why not.</summary>
    public static (CheckShard? Shard, string? Error) Parse(string text)
    {
        var parts = text.Split('/');
        if (parts.Length != 2
            || !int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var index)
            || !int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var of))
        {
            return (null, $"--shard takes I/N, this run's part and how many parts (1/2, 2/2), not '{text}'.");
        }

        return index < 1 || of < 1 || index > of
            ? (null, $"--shard {text}: the part must be between 1 and the number of parts ({Math.Max(of, 1)}).")
            : (new CheckShard(index, of), null);
    }

    /// <summary>This shard's part of <paramref name="types"/>, in their order.</summary>
    public IReadOnlyList<string> Select(IReadOnlyList<string> types) => [.. types.Where((_, i) => i % Of == Index - 1)];

    /// <inheritdoc />
    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Index}/{Of}");
}
