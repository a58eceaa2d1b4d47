namespace SerializerCompat.Reports;

/// <summary>
/// How two recorded exception chains (<c>Type: message</c>, then <c>  ← Type: message</c> per inner exception)
/// differ, in the words a team acts on: a catch clause matches the thrown type, so only another outer type changes
/// catch clauses; the same type with other text changes the message (and maybe the inner exception) only.
/// </summary>
public static class ExceptionChange
{
    /// <summary>The clause for two different chains: "with different exceptions (catch clauses change)" or what else
    /// differs.</summary>
    public static string Describe(string oldChain, string newChain)
    {
        var (oldTypes, newTypes) = (Types(oldChain), Types(newChain));
        return oldTypes.FirstOrDefault() != newTypes.FirstOrDefault()
            ? $"with different exceptions (catch clauses change: {oldTypes.FirstOrDefault()} → " +
                $"{newTypes.FirstOrDefault()})"
            : oldTypes.SequenceEqual(newTypes, StringComparer.Ordinal)
                ? $"with the same exception ({oldTypes[0]}); the message changes"
                : $"with the same exception ({oldTypes[0]}); the inner exception and the message change";
    }

    /// <summary>The exception types of a recorded chain, outermost first.</summary>
    public static IReadOnlyList<string> Types(string chain) =>
        [.. chain.Split('\n')
            .Select(line => line.TrimStart().TrimStart('←').TrimStart())
            .Select(line => line.IndexOf(": ", StringComparison.Ordinal) is var colon and > 0 ? line[..colon] : line)
            .Where(type => type.Length > 0)];
}
