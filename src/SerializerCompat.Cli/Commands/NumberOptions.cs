using System.CommandLine.Parsing;
using System.Globalization;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// Parsers for number options that refuse, with one line naming the option, what System.CommandLine would let through
/// or leave to a validator that then throws on the unparsed value: empty, unparsable, NaN, infinite, out of range.
/// </summary>
public static class NumberOptions
{
    /// <summary>A whole number of at least <paramref name="minimum"/>.</summary>
    public static Func<ArgumentResult, int> Int(string name, int minimum) => result =>
    {
        var text = Token(result);
        if (!int.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out var value) || value < minimum)
        {
            result.AddError($"{name} must be a whole number of at least {minimum}; got '{text}'.");
        }

        return value;
    };

    /// <summary>A number of seconds more than 0 and at most <paramref name="maximum"/>.</summary>
    public static Func<ArgumentResult, double> Seconds(string name, double maximum) => result =>
    {
        var text = Token(result);
        if (!double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
            || !double.IsFinite(value) || value <= 0 || value > maximum)
        {
            result.AddError(
                string.Create(
                    CultureInfo.InvariantCulture,
                    $"{name} must be more than 0 and at most {maximum} seconds; got '{text}'."));
            return 1;
        }

        return value;
    };

    private static string Token(ArgumentResult result) => result.Tokens.Count == 0 ? "" : result.Tokens[^1].Value;
}
