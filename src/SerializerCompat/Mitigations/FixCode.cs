namespace SerializerCompat.Mitigations;

/// <summary>
/// The code a team writes to apply a settings profile: the options or settings lines of the profile's adapter
/// (its Profiles folder), so a report's mitigation is something to paste, not a profile name to look up. Tests
/// check that every profile a mitigation names has its code here, and (FixCodeTests) that the code names every setting
/// the profile's settings object changes, and sets none it leaves, to the value it runs with.
/// </summary>
public static class FixCode
{
    // The helper types a profile needs ship inside the tool as MIT source that check's --recipe-out writes: a comment
    // naming a folder of this repository would point an installed tool's user nowhere.
    private static string Helpers(params string[] files) =>
        $" // {string.Join(", ", files)}: MIT source written by serializercompat check --recipe-out DIR";

    private static readonly Dictionary<string, string> Code = new(StringComparer.Ordinal)
    {
        ["SystemTextJson.Web"] = "var options = new JsonSerializerOptions(JsonSerializerOptions.Web);",
        ["SystemTextJson.EnumsAsNames"] = "var options = new JsonSerializerOptions { Converters = { new " +
            "JsonStringEnumConverter() } };",
        ["SystemTextJson.AnyGuidFormat"] =
            "var options = new JsonSerializerOptions { Converters = { new AnyGuidFormatConverter() } };" +
            Helpers("AnyGuidFormatConverter.cs"),
        ["SystemTextJson.DataContract"] =
            "var options = new JsonSerializerOptions { TypeInfoResolver = new DefaultJsonTypeInfoResolver { " +
            "Modifiers = { DataContractModifier.Apply } } };" + Helpers("DataContractModifier.cs"),
        ["SystemTextJson.DerivedTypes"] = "[JsonDerivedType(typeof(Dog))] on the base type (every derived type " +
            "listed), or a TypeInfoResolver modifier setting PolymorphismOptions.DerivedTypes",
        ["SystemTextJson.IncludeFields"] = "var options = new JsonSerializerOptions { IncludeFields = true };",
        ["SystemTextJson.MaxDepth128"] = "var options = new JsonSerializerOptions { MaxDepth = 128 };",
        ["SystemTextJson.NamedFloatingLiterals"] = "var options = new JsonSerializerOptions { NumberHandling = " +
            "JsonNumberHandling.AllowNamedFloatingPointLiterals };",
        ["SystemTextJson.Populate"] = "var options = new JsonSerializerOptions { PreferredObjectCreationHandling = " +
            "JsonObjectCreationHandling.Populate };",
        ["SystemTextJson.RelaxedEscaping"] = "var options = new JsonSerializerOptions { Encoder = " +
            "JavaScriptEncoder.UnsafeRelaxedJsonEscaping };",
        ["SystemTextJson.ReadsMsDates"] =
            "var options = new JsonSerializerOptions { Converters = { new MicrosoftDateConverter() } };" +
            Helpers("MicrosoftDateConverter.cs"),
        ["SystemTextJson.ReadsJil"] =
            "var options = new JsonSerializerOptions { Converters = { new JsonStringEnumConverter(), new " +
            "MicrosoftDateConverter() } };" + Helpers("MicrosoftDateConverter.cs"),
        ["SystemTextJson.ReadsNetJson"] =
            "var options = new JsonSerializerOptions { Converters = { new NetJsonTickDateConverter() } };" +
            Helpers("NetJsonTickDateConverter.cs"),
        ["SystemTextJson.ReadsServiceStack"] =
            "var options = new JsonSerializerOptions { Converters = { new JsonStringEnumConverter(), new " +
            "MicrosoftDateConverter(), new AnyGuidFormatConverter() } };" +
            Helpers("MicrosoftDateConverter.cs", "AnyGuidFormatConverter.cs"),
        ["SystemTextJson.LikeNewtonsoft"] =
            $"var options = new JsonSerializerOptions {{ PropertyNameCaseInsensitive = true, Encoder = " +
            $"JavaScriptEncoder.UnsafeRelaxedJsonEscaping, ReadCommentHandling = JsonCommentHandling.Skip, " +
            $"AllowTrailingCommas = true, NumberHandling = JsonNumberHandling.AllowReadingFromString | " +
            $"JsonNumberHandling.AllowNamedFloatingPointLiterals, IncludeFields = true, " +
            $"PreferredObjectCreationHandling = JsonObjectCreationHandling.Populate, Converters = {{ new " +
            $"EnumNameOrNumberConverter() }}, TypeInfoResolver = new DefaultJsonTypeInfoResolver {{ Modifiers = {{ " +
            $"DataContractModifier.Apply }} }} }};" +
            Helpers("EnumNameOrNumberConverter.cs", "DataContractModifier.cs"),
        ["Newtonsoft.EnumsAsNames"] = "var settings = new JsonSerializerSettings { Converters = [new " +
            "StringEnumConverter()] };",
        ["Newtonsoft.MaxDepth128"] = "var settings = new JsonSerializerSettings { MaxDepth = 128 };",
        ["Newtonsoft.CamelCase"] = "var settings = new JsonSerializerSettings { ContractResolver = new " +
            "DefaultContractResolver { NamingStrategy = new CamelCaseNamingStrategy() } };",
        ["Newtonsoft.SnakeCase"] = "var settings = new JsonSerializerSettings { ContractResolver = new " +
            "DefaultContractResolver { NamingStrategy = new SnakeCaseNamingStrategy() } };",
        ["SystemTextJson.SnakeCase"] = "var options = new JsonSerializerOptions { PropertyNamingPolicy = " +
            "JsonNamingPolicy.SnakeCaseLower };",
        ["SpanJson.IncludeNulls"] = "JsonSerializer.Generic.Utf16.Serialize<T, " +
            "IncludeNullsOriginalCaseResolver<char>>(value);",
    };

    /// <summary>The code that applies <paramref name="profile"/>, or null when none is recorded.</summary>
    public static string? Of(string profile) => Code.GetValueOrDefault(profile);
}
