using static SerializerCompat.Mitigations.MitigationDirection;

namespace SerializerCompat.Mitigations;

/// <summary>
/// The one registry of mitigations: each is proven by a test (tests/Golden/MitigationProofTests) that re-runs its
/// cases and inputs with and without the profile, and its before/after table is a golden
/// (snapshots/mitigations/{id}.verified.json). Only what that test proves is listed here.
/// </summary>
public static class MitigationRegistry
{
    private const string Newtonsoft = "Newtonsoft";
    private const string Stj = "SystemTextJson";
    private const string Guide = "Microsoft's migration guide (Newtonsoft.Json → System.Text.Json)";

    /// <summary>Every mitigation, grouped by pair.</summary>
    public static IReadOnlyList<Mitigation> All { get; } =
    [
        new(
            "newtonsoft-stj-case-insensitive-names", Newtonsoft, Stj,
            "STJ matches property names case-sensitively: \"merchantid\" leaves MerchantId at 0", "SystemTextJson.Web",
            NewReadsOldData, [], ["merchant-lower-case-names"])
        {
            Source = $"MIG-01, {Guide}",
        },
        new(
            "newtonsoft-stj-quoted-numbers", Newtonsoft, Stj, "STJ rejects numbers in quotes", "SystemTextJson.Web",
            NewReadsOldData, [], ["int-from-quoted-string", "decimal-from-quoted-string"])
        {
            Source = $"MIG-12, {Guide}",
        },
        new(
            "newtonsoft-stj-enum-names-read", Newtonsoft, Stj, "STJ rejects enum names on read",
            "SystemTextJson.EnumsAsNames", NewReadsOldData, [],
            ["enum-name", "enum-name-lower-case", "enum-flags-names"])
        {
            Source = $"MIG-25, {Guide}",
            Residual = "JsonStringEnumConverter also writes names where Newtonsoft writes numbers (see " +
                "profile-serialize/enum-green), and it ignores [EnumMember] values (enum-enummember-value: see " +
                "newtonsoft-stj-enum-member-values-read).",
        },
        new(
            "newtonsoft-stj-enum-member-values-read", Newtonsoft, Stj,
            "STJ rejects [EnumMember] values such as \"high-priority\"; JsonStringEnumConverter does not know them " +
            "either", "SystemTextJson.LikeNewtonsoft", NewReadsOldData, [], ["enum-name", "enum-enummember-value"])
        {
            Source = $"MIG-25, {Guide}; dotnet/runtime#74385",
        },
        new(
            "newtonsoft-stj-escaping", Newtonsoft, Stj,
            "STJ escapes HTML-sensitive and non-ASCII characters as \\uXXXX", "SystemTextJson.RelaxedEscaping",
            WritesSameText, ["string-html-sensitive", "string-non-ascii"], [])
        {
            Source = $"MIG-04, {Guide}",
        },
        new(
            "newtonsoft-stj-fields-read", Newtonsoft, Stj,
            "STJ ignores public fields: a field-based DTO, and a ValueTuple's Item1/Item2, read back empty",
            "SystemTextJson.IncludeFields", NewReadsOldData,
            ["object-public-fields", "object-value-tuple", "object-value-tuple-in-property"], [])
        {
            Source = $"MIG-14, {Guide}",
        },
        new(
            "newtonsoft-stj-fields-rolling", Newtonsoft, Stj,
            "STJ writes {} for a field-based DTO and a ValueTuple, which old code reads as empty",
            "SystemTextJson.IncludeFields", OldReadsNewData,
            ["object-public-fields", "object-value-tuple", "object-value-tuple-in-property"], [])
        {
            Source = $"MIG-14, {Guide}",
        },
        new(
            "newtonsoft-stj-fields-write", Newtonsoft, Stj, "STJ writes {} for a field-based DTO and a ValueTuple",
            "SystemTextJson.IncludeFields", WritesSameText,
            ["object-public-fields", "object-value-tuple", "object-value-tuple-in-property"], [])
        {
            Source = $"MIG-14, {Guide}",
        },
        new(
            "newtonsoft-stj-named-floats-read", Newtonsoft, Stj, "STJ rejects \"NaN\", \"Infinity\", \"-Infinity\"",
            "SystemTextJson.NamedFloatingLiterals", NewReadsOldData,
            ["double-nan", "double-positive-infinity", "double-negative-infinity", "double-nan-in-property",
             "float-nan"], ["double-from-quoted-nan"])
        {
            Source = $"MIG-20, {Guide}",
        },
        new(
            "newtonsoft-stj-named-floats-rolling", Newtonsoft, Stj,
            "STJ throws on NaN and ±Infinity when writing, so nothing reaches old code",
            "SystemTextJson.NamedFloatingLiterals", OldReadsNewData,
            ["double-nan", "double-positive-infinity", "double-negative-infinity", "double-nan-in-property",
             "float-nan"], [])
        {
            Source = $"MIG-20, {Guide}",
        },
        new(
            "newtonsoft-stj-named-floats-write", Newtonsoft, Stj, "STJ throws on NaN and ±Infinity when writing",
            "SystemTextJson.NamedFloatingLiterals", WritesSameText,
            ["double-nan", "double-positive-infinity", "double-negative-infinity", "double-nan-in-property",
             "float-nan"], [])
        {
            Source = $"MIG-20, {Guide}",
        },
        new(
            "newtonsoft-stj-comments-trailing-commas", Newtonsoft, Stj, "STJ rejects comments and a trailing comma",
            "SystemTextJson.LikeNewtonsoft", NewReadsOldData, [], ["merchant-with-comments", "merchant-trailing-comma"])
        {
            Source = $"MIG-06, MIG-07, {Guide}",
        },
        new(
            "newtonsoft-stj-data-contract-read", Newtonsoft, Stj,
            "STJ ignores [DataMember(Name)]: \"display_name\" is not read", "SystemTextJson.DataContract",
            NewReadsOldData, [], ["contract-members-by-contract-names"])
        {
            Source = $"MIG-34, {Guide}; dotnet/runtime#29975",
        },
        new(
            "newtonsoft-stj-data-contract-write", Newtonsoft, Stj,
            "STJ ignores [DataContract], [DataMember(Name)] and [IgnoreDataMember]: wire names change and excluded " +
            "members are written", "SystemTextJson.DataContract", WritesSameText,
            ["object-data-contract-names", "object-ignore-data-member"], [])
        {
            Source = $"MIG-34, {Guide}; dotnet/runtime#29975",
        },
        new(
            "newtonsoft-stj-derived-types-write", Newtonsoft, Stj,
            "STJ writes the declared type: a Dog held as an Animal loses GoodBoy silently",
            "SystemTextJson.DerivedTypes", WritesSameText,
            ["object-base-holding-derived", "object-base-holding-derived-in-property",
             "object-base-holding-derived-in-list"], [])
        {
            Source = $"MIG-23, {Guide}",
            Residual = "every derived type must be listed by hand ([JsonDerivedType] or a contract modifier); " +
                "Newtonsoft needs nothing.",
        },
        new(
            "newtonsoft-stj-populate-collections", Newtonsoft, Stj,
            "STJ replaces collections a constructor created (Newtonsoft appends to them) and skips get-only " +
            "collections",
            "SystemTextJson.Populate", NewReadsOldData, [], ["collections-initialised-in-constructor"])
        {
            Source = $"MIG-27, MIG-28, {Guide}",
        },
        new(
            "newtonsoft-stj-ms-dates-read", Newtonsoft, Stj,
            "STJ rejects \"\\/Date(ms)\\/\" and \"\\/Date(ms±hhmm)\\/\", which Newtonsoft reads",
            "SystemTextJson.ReadsMsDates", NewReadsOldData, [], ["datetime-ms-date", "datetime-ms-date-offset"])
        {
            Source = $"MIG-32, {Guide}; dotnet/corefx#40857",
        },
        new(
            "newtonsoft-stj-guid-formats-read", Newtonsoft, Stj,
            "STJ reads Guids in D format only; Newtonsoft reads N, B and P too", "SystemTextJson.AnyGuidFormat",
            NewReadsOldData, [], ["guid-format-n", "guid-format-b", "guid-format-p"])
        {
            Source = $"{Guide} (DateTime specifics); dotnet/runtime#31627",
        },
        new(
            "newtonsoft-stj-depth-read", Newtonsoft, Stj,
            "STJ rejects documents deeper than 64 levels, which Newtonsoft writes", "SystemTextJson.MaxDepth128",
            NewReadsOldData, ["object-nested-depth-100"], [])
        {
            Source = $"MIG-09, {Guide}",
        },
        new(
            "newtonsoft-stj-depth-write", Newtonsoft, Stj,
            "STJ throws when writing more than 64 levels; Newtonsoft writes them", "SystemTextJson.MaxDepth128",
            WritesSameText, ["object-nested-depth-100"], [])
        {
            Source = $"MIG-09, {Guide}",
        },
        new(
            "newtonsoft-spanjson-depth-rolling", Newtonsoft, "SpanJson",
            "SpanJson writes 100 levels (its limit is 256); old Newtonsoft code rejects more than 64 when reading",
            "Newtonsoft.MaxDepth128", OldReadsNewData, ["object-nested-depth-100"], [])
        {
            Source = "JamesNK/Newtonsoft.Json#3020 (13.0.1 lowered the reader's MaxDepth from unlimited to 64)",
        },
        // Upgrades (a lane against its library): the old side is the lane's recorded output.
        new(
            "newtonsoft-12-13-depth-read", "Newtonsoft@12.0.3", Newtonsoft,
            "Newtonsoft.Json 13.0.1 lowered the reader's MaxDepth from unlimited to 64: 13.0.4 rejects documents " +
            "deeper than that, which 12.0.3 wrote and read", "Newtonsoft.MaxDepth128", NewReadsOldData,
            ["object-nested-depth-100"], [])
        {
            Source = "JamesNK/Newtonsoft.Json#3020 (13.0.1 lowered the reader's MaxDepth from unlimited to 64)",
        },
        new(
            "newtonsoft-9-13-depth-read", "Newtonsoft@9.0.1", Newtonsoft,
            "Newtonsoft.Json 13.0.1 lowered the reader's MaxDepth from unlimited to 64: 13.0.4 rejects documents " +
            "deeper than that, which 9.0.1 wrote and read", "Newtonsoft.MaxDepth128", NewReadsOldData,
            ["object-nested-depth-100"], [])
        {
            Source = "JamesNK/Newtonsoft.Json#3020 (13.0.1 lowered the reader's MaxDepth from unlimited to 64)",
        },
        new(
            "newtonsoft-spanjson-enum-numbers", Newtonsoft, "SpanJson",
            "SpanJson rejects enums written as numbers, Newtonsoft's default", "Newtonsoft.EnumsAsNames",
            NewReadsOldData,
            ["enum-green", "enum-green-in-property", "enum-green-in-list", "enum-flags-combination", "enum-enummember",
             "merchant", "merchant-complete", "merchant-list-small"], [])
        {
            Residual = "only for data written after the old side switched to names; numbers already stored stay " +
                "unreadable by SpanJson.",
        },
        new(
            "newtonsoft-spanjson-enum-names-write", Newtonsoft, "SpanJson",
            "SpanJson writes enums as names where Newtonsoft writes numbers", "Newtonsoft.EnumsAsNames", WritesSameText,
            ["enum-green", "enum-green-in-property", "enum-green-in-list", "enum-green-in-dictionary",
             "enum-enummember", "nullable-enum-set"], [])
        {
            Residual = "flags differ still (Newtonsoft \"Read, Write\", SpanJson \"Read,Write\"), and SpanJson " +
                "throws on undefined values.",
        },
        new(
            "newtonsoft-spanjson-nulls-write", Newtonsoft, "SpanJson",
            "SpanJson omits null members; Newtonsoft writes them", "SpanJson.IncludeNulls", WritesSameText,
            ["nullable-int-null-in-property", "nullable-all-null-as-properties", "nullable-string-null-in-property",
             "nullable-object-null-in-property", "nullable-datetime-null-in-property", "list-null-in-property"], [])
        {
            Residual = "SpanJson still writes enums as names (merchant differs in DeliveryType); it has no resolver " +
                "that writes numbers.",
        },
        new(
            "jil-stj-read", "Jil", Stj, "STJ rejects Jil's enum names and \"\\/Date(ms)\\/\" dates",
            "SystemTextJson.ReadsJil", NewReadsOldData,
            ["enum-green", "enum-green-in-property", "enum-green-in-dictionary", "enum-flags-combination",
             "enum-long-backed", "datetime-utc-whole-milliseconds", "datetime-utc-whole-seconds",
             "datetime-local-whole-seconds", "datetime-before-1970", "datetime-min-value", "merchant-list-small"], [])
        {
            Source = "dotnet/corefx#40857 (no /Date()/ support by design)",
            Residual = "Jil's dates hold milliseconds, so sub-millisecond ticks are lost before any reader sees them " +
                "(datetime-utc stays LOSSY); [EnumMember] values are still rejected.",
        },
        new(
            "jil-stj-enum-names-write", "Jil", Stj, "STJ writes enums as numbers where Jil writes names",
            "SystemTextJson.EnumsAsNames", WritesSameText,
            ["enum-zero", "enum-green", "enum-green-in-property", "enum-green-in-list", "enum-green-in-dictionary",
             "enum-long-backed", "nullable-enum-set"], [])
        {
            Residual = "flags differ (Jil \"Read,Write\", STJ \"Read, Write\"); Jil honours [EnumMember] values, " +
                "JsonStringEnumConverter does not.",
        },
        new(
            "servicestack-stj-read", "ServiceStack", Stj,
            "STJ rejects ServiceStack's dashless Guids, enum names and \"\\/Date(ms±hhmm)\\/\" dates",
            "SystemTextJson.ReadsServiceStack", NewReadsOldData,
            ["guid-typical", "guid-empty-in-list", "nullable-guid-set", "enum-green-in-property", "enum-undefined",
             "datetime-utc-whole-milliseconds", "datetime-local-whole-seconds", "datetime-before-1970",
             "datetime-max-value", "merchant-list-small"], [])
        {
            Source = "dotnet/corefx#40857; dotnet/runtime#31627",
            Residual = "ServiceStack's dates hold milliseconds, so sub-millisecond ticks are lost before any reader " +
                "sees them.",
        },
        new(
            "servicestack-stj-enum-names-write", "ServiceStack", Stj,
            "STJ writes enums as numbers where ServiceStack writes names", "SystemTextJson.EnumsAsNames",
            WritesSameText,
            ["enum-zero", "enum-green", "enum-green-in-property", "enum-green-in-list", "enum-green-in-dictionary",
             "enum-long-backed", "nullable-enum-set"], [])
        {
            Residual = "ServiceStack writes flags as numbers and honours [EnumMember] values; " +
                "JsonStringEnumConverter writes flag names and ignores [EnumMember].",
        },
        new(
            "servicestack-stj-named-floats-rolling", "ServiceStack", Stj,
            "STJ throws on NaN and ±Infinity when writing, so nothing reaches old code",
            "SystemTextJson.NamedFloatingLiterals", OldReadsNewData,
            ["double-nan", "double-positive-infinity", "double-negative-infinity", "double-nan-in-property",
             "float-nan"], []),
        new(
            "utf8json-stj-enum-names", "Utf8Json", Stj, "STJ rejects Utf8Json's enum names",
            "SystemTextJson.EnumsAsNames", NewReadsOldData,
            ["enum-green", "enum-green-in-property", "enum-green-in-list", "enum-flags-combination",
             "enum-flags-with-undefined-bit", "enum-undefined", "merchant", "merchant-list-small"], []),
        new(
            "utf8json-stj-enum-names-write", "Utf8Json", Stj, "STJ writes enums as numbers where Utf8Json writes names",
            "SystemTextJson.EnumsAsNames", WritesSameText,
            ["enum-zero", "enum-green", "enum-green-in-property", "enum-green-in-list", "enum-green-in-dictionary",
             "enum-flags-combination", "nullable-enum-set", "merchant"], [])
        {
            Residual = "Utf8Json honours [EnumMember] values and writes an undefined value as a quoted number; " +
                "JsonStringEnumConverter does neither.",
        },
        new(
            "netjson-stj-tick-dates", "NetJson", Stj, "STJ rejects NetJSON's \"\\/Date(ticks)\\/\" dates",
            "SystemTextJson.ReadsNetJson", NewReadsOldData,
            ["datetime-utc", "datetime-utc-in-property", "datetime-local", "datetime-before-1970", "merchant",
             "merchant-complete", "merchant-list-small"], []),
        new(
            "netjson-stj-char-escaping-rolling", "NetJson", Stj,
            "STJ writes a non-ASCII char as \"\\u00E9\", which NetJSON reads back as another char",
            "SystemTextJson.RelaxedEscaping", OldReadsNewData, ["char-non-ascii"], []),
    ];

    /// <summary>The mitigations of one migration, in registry order.</summary>
    public static IEnumerable<Mitigation> For(string from, string to) => All.Where(m => m.From == from && m.To == to);

    /// <summary>The mitigations of one migration that name <paramref name="caseOrInput"/> (a case or input
    /// name).</summary>
    public static IEnumerable<Mitigation> For(string from, string to, string caseOrInput) =>
        For(from, to).Where(m => m.Cases.Contains(caseOrInput) || m.Inputs.Contains(caseOrInput));

    /// <summary>A mitigation by id.</summary>
    public static Mitigation Get(string id) =>
        All.FirstOrDefault(m => m.Id == id) ?? throw new ArgumentException($"Unknown mitigation '{id}'", nameof(id));
}
