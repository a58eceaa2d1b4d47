using System.Text;

namespace SerializerCompat.Checks;

/// <summary>
/// A type's name as a report shows it, from the full name a result carries: without namespaces, generic arguments in
/// angle brackets. A closed generic's full name holds its arguments' assembly-qualified names
/// (<c>Stripe.StripeList`1[[Stripe.FileLink, Stripe.net, Version=53.1.0.0, …]]</c>), whose dots a plain cut at the
/// last dot landed in: the member showed as <c>0, Culture=neutral, PublicKeyToken=null]].Data</c>.
/// </summary>
public static class ShortTypeName
{
    /// <summary><c>StripeList&lt;FileLink&gt;</c> for the name above, <c>Order</c> for <c>Shop.Order</c>, <c>Line</c>
    /// for <c>Shop.Order+Line</c>.</summary>
    public static string Of(string fullName)
    {
        var text = new StringBuilder();
        var at = 0;
        Append(fullName, ref at, text);
        return at < fullName.Length ? text.Append(fullName, at, fullName.Length - at).ToString() : text.ToString();
    }

    // One type name from fullName[at..], up to the ',' or ']' that ends it inside an argument list.
    private static void Append(string fullName, ref int at, StringBuilder text)
    {
        var start = at;
        while (at < fullName.Length && fullName[at] is not ('[' or ',' or ']'))
        {
            at++;
        }

        var name = fullName[start..at];
        name = name[(name.LastIndexOfAny(['.', '+']) + 1)..];
        var tick = name.IndexOf('`', StringComparison.Ordinal);
        text.Append(tick < 0 ? name : name[..tick]);
        if (at + 1 < fullName.Length && fullName[at] == '[' && fullName[at + 1] == '[')
        {
            AppendArguments(fullName, ref at, text);
        }

        // An array's brackets ("[]", "[,]") stay as they are.
        while (at < fullName.Length && fullName[at] == '[')
        {
            var close = fullName.IndexOf(']', at);
            if (close < 0)
            {
                break;
            }

            text.Append(fullName, at, close - at + 1);
            at = close + 1;
        }
    }

    // "[[A, asm],[B, asm]]" as "<A, B>": each argument's own name, its assembly dropped.
    private static void AppendArguments(string fullName, ref int at, StringBuilder text)
    {
        text.Append('<');
        at++;
        var first = true;
        while (at < fullName.Length && fullName[at] == '[')
        {
            at++;
            text.Append(first ? "" : ", ");
            first = false;
            Append(fullName, ref at, text);
            SkipTo(']', fullName, ref at);
            at++;
            if (at < fullName.Length && fullName[at] == ',')
            {
                at++;
            }
        }

        at++;
        text.Append('>');
    }

    // Past the assembly part of an argument, to its closing bracket (nested brackets counted).
    private static void SkipTo(char close, string fullName, ref int at)
    {
        var depth = 0;
        while (at < fullName.Length && !(fullName[at] == close && depth == 0))
        {
            depth += fullName[at] switch { '[' => 1, ']' => -1, _ => 0 };
            at++;
        }
    }
}
