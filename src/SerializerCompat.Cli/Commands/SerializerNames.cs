using System.CommandLine.Parsing;
using SerializerCompat.Registry;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// Serializer names on the command line: the registry's names, in any case. A profile or mitigation name is not a
/// serializer (it names a golden column, not a library a worker can run) and is refused like any unknown name.
/// </summary>
public static class SerializerNames
{
    /// <summary>The option description's list of valid names.</summary>
    public static string Valid => string.Join(", ", Serializers.Names);

    /// <summary>The registry name <paramref name="result"/>'s token stands for; an unknown one adds a one-line
    /// error.</summary>
    public static string Parse(ArgumentResult result) => Resolve(result, result.Tokens.Single().Value);

    /// <summary>The registry names every token of <paramref name="result"/> stands for; each unknown one adds an
    /// error.</summary>
    public static string[] ParseMany(ArgumentResult result) => [.. result.Tokens.Select(t => Resolve(result, t.Value))];

    /// <summary>
    /// The subject, a registry library or an upgrade lane (<c>SystemTextJson@net8.0</c>), <paramref name="result"/>'s
    /// token names, resolved once with its availability here; an unknown one adds a one-line error.
    /// </summary>
    public static Subject? ParseSubject(ArgumentResult result)
    {
        var token = result.Tokens.Single().Value;
        if (Lanes.Find(token) is { } lane)
        {
            return Subjects.Get(lane.Name);
        }

        if (token.Contains('@', StringComparison.Ordinal))
        {
            result.AddError($"Unknown lane '{token}'. Lanes: {string.Join(", ", Lanes.Names)}.");
            return null;
        }

        return Resolve(result, token) is { Length: > 0 } name ? Subjects.Get(name) : null;
    }

    private static string Resolve(ArgumentResult result, string token)
    {
        if (Serializers.Names.FirstOrDefault(n => n.Equals(token, StringComparison.OrdinalIgnoreCase)) is { } name)
        {
            return name;
        }

        result.AddError($"Unknown serializer '{token}'. Valid names: {Valid}.");
        return "";
    }
}
