using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// Proves whether a side lets a payload choose the CLR type it instantiates: a document naming
/// <c>System.Diagnostics.ProcessStartInfo</c> (a framework type, outside any team's assembly) in Newtonsoft's
/// <c>$type</c> and ServiceStack's <c>__type</c>, read as <c>object</c> the way a polymorphic or untyped member is.
/// </summary>
public static class TypeNameProbes
{
    /// <summary>The type a payload names: outside the team's assembly, harmless to construct, and the first step of
    /// known gadget chains.</summary>
    public const string NamedType = "System.Diagnostics.ProcessStartInfo";

    /// <summary>The upstream advisories a finding cites.</summary>
    public const string Advisory = "Newtonsoft.Json TypeNameHandling documentation (\"use a custom " +
        "SerializationBinder when your application deserializes JSON from an external source\", " +
        "https://www.newtonsoft.com/json/help/html/T_Newtonsoft_Json_TypeNameHandling.htm); Microsoft CA2326/CA2327 " +
        "(https://learn.microsoft.com/dotnet/fundamentals/code-analysis/quality-rules/ca2326); Muñoz and Mirosh, " +
        "\"Friday the 13th JSON Attacks\", Black Hat USA 2017, which covers Json.NET's $type and ServiceStack.Text's " +
        "__type";

    private static readonly string[] Payloads =
    [
        $$"""{"$type":"{{NamedType}}, System.Diagnostics.Process","FileName":"/bin/sh","Arguments":"-c id"}""",
        $$"""{"__type":"{{NamedType}}, System.Diagnostics.Process","FileName":"/bin/sh","Arguments":"-c id"}""",
    ];

    /// <summary>Each payload read by <paramref name="side"/>: instantiated or refused, and what came back.</summary>
    public static IEnumerable<TypeNameProbe> Run(ISerializerAdapter side)
    {
        var calls = TypedCalls.For(typeof(object));
        foreach (var payload in Payloads)
        {
            string outcome;
            var instantiated = false;
            try
            {
                var read = calls.Read(side, payload);
                instantiated = read?.GetType().FullName == NamedType;
                outcome = instantiated
                    ? $"instantiated {NamedType} with FileName /bin/sh"
                    : $"read as {read?.GetType().FullName ?? "null"}: the type name was not honoured";
            }
            catch (Exception e)
            {
                outcome = $"refused: {Values.ExceptionText.RootCause(e).GetType().FullName}";
            }

            yield return new TypeNameProbe(side.Name, payload, instantiated, outcome);
        }
    }
}
