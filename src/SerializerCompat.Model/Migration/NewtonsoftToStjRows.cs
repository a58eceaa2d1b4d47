namespace SerializerCompat.Migration;

/// <summary>
/// Every row of the migration guide's table (<see cref="MigrationGuide"/>) mapped to evidence or
/// to the reason none exists. Each finding was read off the goldens it names (Newtonsoft.Json 13.0.4 against
/// System.Text.Json of .NET 10); a test checks that every row is mapped and every name exists.
/// </summary>
public static class NewtonsoftToStjRows
{
    /// <summary>
    /// Newtonsoft → System.Text.Json mitigations of differences the reference names below its table (its DateTime and
    /// Guid notes) rather than in a MIG row; a report lists them after the rows.
    /// </summary>
    public static IReadOnlyList<string> MitigationsBeyondTheTable { get; } = ["newtonsoft-stj-guid-formats-read"];

    /// <summary>MIG-01 … MIG-46, in order.</summary>
    public static IReadOnlyList<MigRow> All { get; } =
    [
        new("MIG-01", "STJ reads {\"merchantid\":42} as MerchantId 0, silently (WRONG); Newtonsoft reads 42. Both " +
            "write two case-only names side by side.")
        {
            Inputs = ["merchant-lower-case-names"], Cases = ["object-case-only-names"],
            Mitigations = ["newtonsoft-stj-case-insensitive-names"],
        },
        new("MIG-02", "Both write declared PascalCase names by default; Newtonsoft with camelCase naming and STJ " +
            "with web defaults write the identical camelCase Merchant.")
        {
            Cases = ["merchant"], Profiles = ["Newtonsoft.CamelCase", "SystemTextJson.Web"],
        },
        new("MIG-03", "The snake_case algorithms differ as the guide says: Newtonsoft writes a_b1, sh_a512_managed, " +
            "abc123_de_f456 where STJ writes ab1, sha512_managed, abc123_def456 (both merchant_id). No setting " +
            "aligns them: none known. KEBAB-CASE is not a C# identifier, so not shown.")
        {
            Cases = ["object-snake-case-candidates"], Profiles = ["Newtonsoft.SnakeCase", "SystemTextJson.SnakeCase"],
        },
        new("MIG-04", "STJ writes <>&'+ and non-ASCII as \\uXXXX where Newtonsoft writes them raw; both escape " +
            "U+2028/U+2029. UnsafeRelaxedJsonEscaping gives Newtonsoft's text.")
        {
            Cases = ["string-html-sensitive", "string-non-ascii", "string-line-separators"],
            Mitigations = ["newtonsoft-stj-escaping"],
        },
        new("MIG-05", "Both write null members by default.")
        {
            Cases = ["nullable-int-null-in-property", "nullable-all-null-as-properties", "merchant"],
        },
        new("MIG-06", "Newtonsoft reads a Merchant with // and /* */ comments; STJ throws.")
        {
            Inputs = ["merchant-with-comments"], Mitigations = ["newtonsoft-stj-comments-trailing-commas"],
        },
        new("MIG-07", "Newtonsoft reads one trailing comma in an object and an array; STJ throws. Both reject " +
            "[1,2,,] read into List<int>, so \"even several\" does not hold for Newtonsoft 13.0.4 there.")
        {
            Inputs = ["merchant-trailing-comma", "list-int-two-trailing-commas"],
            Mitigations = ["newtonsoft-stj-comments-trailing-commas"],
        },
        MigRow.NotCovered("MIG-08", "Converter precedence only shows when the same type has converters at several " +
            "levels (property attribute, type attribute, options); no case gives one type converters at two levels " +
            "and the defaults register none."),
        new("MIG-09", "Newtonsoft writes a 100-level chain; STJ throws at depth 64 when writing (JsonException " +
            "'possible object cycle … maximum allowed depth of 64') and reading. Newtonsoft 13 itself reads only " +
            "64 levels since 13.0.1. MaxDepth = 128 closes both directions on STJ's side.")
        {
            Cases = ["object-nested-depth-100"],
            Mitigations = ["newtonsoft-stj-depth-read", "newtonsoft-stj-depth-write"],
        },
        MigRow.NotCovered("MIG-10", "PreserveReferencesHandling / ReferenceHandler.Preserve are opt-in on both sides " +
            "and no profile enables them; with the defaults both serialize by value, and the cycle cases (MIG-11) " +
            "show both throwing."),
        new("MIG-11", "With the defaults both throw on a reference cycle (Newtonsoft JsonSerializationException " +
            "'Self referencing loop detected'; STJ JsonException at depth 64). The Ignore/IgnoreCycles difference " +
            "(omit vs null) needs settings no profile sets.")
        {
            Cases = ["object-cycle-self", "object-cycle-parent"],
        },
        new("MIG-12", "Newtonsoft reads \"42\" into int and decimal; STJ throws; web defaults read them. Newtonsoft " +
            "writes Int128 as a quoted string, STJ as a number.")
        {
            Inputs = ["int-from-quoted-string", "decimal-from-quoted-string"], Cases = ["int128-max-value"],
            Mitigations = ["newtonsoft-stj-quoted-numbers"],
        },
        new("MIG-13", "Both write a record and a get-only type set by its constructor identically.")
        {
            Cases = ["object-record", "object-get-only-constructor"],
        },
        new("MIG-14", "STJ writes {} for a type with public fields and reads Newtonsoft's fields back as defaults " +
            "(WRONG); IncludeFields closes both directions.")
        {
            Cases = ["object-public-fields"],
            Mitigations = [
                "newtonsoft-stj-fields-read", "newtonsoft-stj-fields-rolling", "newtonsoft-stj-fields-write"],
        },
        new("MIG-15", "Both write default values (MerchantId 0, DeliveryType OneWeek) by default.")
        {
            Cases = ["merchant-list-small"],
        },
        new("MIG-16", "Both write int, long, Guid, enum and DateTime dictionary keys identically.")
        {
            Cases = ["dict-int-key", "dict-long-key", "dict-guid-key", "dict-enum-key", "dict-datetime-key"],
        },
        new("MIG-17", "Neither sets private setters by default: both read {\"Id\":1,\"Name\":\"private\"} as Id 0 " +
            "and Name \"\" (Newtonsoft needs [JsonProperty], STJ [JsonInclude]; the fixtures carry neither).")
        {
            Cases = ["object-private-setters"], Inputs = ["private-setters"],
        },
        new("MIG-18", "Each library honours only its own [JsonConstructor]: on a type with a parameterless " +
            "constructor and get-only members, STJ reads Id as 0 when Newtonsoft's attribute marks the other " +
            "constructor, and Newtonsoft reads Id as 0 when STJ's does. Constructor binding without it is shown " +
            "under MIG-13.")
        {
            Cases = ["contract-constructor-newtonsoft-attribute", "contract-constructor-stj-attribute"],
        },
        new("MIG-19", "Newtonsoft runs a type's [OnSerializing], [OnDeserializing] and [OnDeserialized] methods: " +
            "it writes the Steps member its OnSerializing filled, and reads JSON without steps as OnDeserializing, " +
            "OnDeserialized. STJ runs none of these attributes (its callbacks are the IJsonOn… interfaces): what a " +
            "callback would set keeps what the JSON holds.")
        {
            Cases = ["contract-serialization-callbacks", "contract-serialization-callbacks-in-property"],
            Inputs = ["serialization-callbacks-without-steps"],
        },
        new("MIG-20", "Newtonsoft writes NaN and ±Infinity as \"NaN\", \"Infinity\", \"-Infinity\" and reads them; " +
            "STJ throws on both write and read. AllowNamedFloatingPointLiterals closes all three directions.")
        {
            Cases = [
                "double-nan", "double-positive-infinity", "double-negative-infinity", "double-nan-in-property",
                "float-nan"],
            Inputs = ["double-from-quoted-nan"],
            Mitigations = [
                "newtonsoft-stj-named-floats-read", "newtonsoft-stj-named-floats-rolling",
                "newtonsoft-stj-named-floats-write"],
        },
        new("MIG-21", "Each library enforces only its own required members: Newtonsoft reads JSON missing a C# " +
            "required member and an STJ [JsonRequired] one without complaint (null and 0), STJ reads JSON missing a " +
            "Newtonsoft [JsonRequired] member and leaves its initial value; each rejects a missing member it marks " +
            "itself.")
        {
            Inputs = ["required-members-missing-stj-required", "required-members-missing-newtonsoft-required"],
        },
        new("MIG-22", "STJ's contract customisation does what a DefaultContractResolver did: the suite's " +
            "DataContract modifier leaves out [IgnoreDataMember] members and renames [DataMember] ones, giving " +
            "Newtonsoft's text.")
        {
            Mitigations = ["newtonsoft-stj-data-contract-write"],
        },
        new("MIG-23", "A Dog held as an Animal: Newtonsoft writes GoodBoy, STJ silently drops it at the root, in a " +
            "property and in a list. Listing Dog as a derived type gives Newtonsoft's text.")
        {
            Cases = [
                "object-base-holding-derived", "object-base-holding-derived-in-property",
                "object-base-holding-derived-in-list"],
            Mitigations = ["newtonsoft-stj-derived-types-write"],
        },
        new("MIG-24", "With the defaults both ignore a \"$type\" member and read an Animal (Newtonsoft's " +
            "TypeNameHandling is None; STJ has no discriminator); the metadata formats differ only once enabled, " +
            "which no profile does.")
        {
            Inputs = ["animal-with-type-name"],
        },
        new("MIG-25", "STJ throws on \"Blue\", \"blue\", \"Read, Write\" and \"high-priority\" ([EnumMember]); " +
            "Newtonsoft reads them all. Both write numbers by default. JsonStringEnumConverter reads names but not " +
            "[EnumMember] values and writes names.")
        {
            Inputs = ["enum-name", "enum-name-lower-case", "enum-flags-names", "enum-enummember-value"],
            Cases = ["enum-green", "enum-enummember"],
            Mitigations = ["newtonsoft-stj-enum-names-read", "newtonsoft-stj-enum-member-values-read"],
        },
        new("MIG-26", "Both ignore unknown members by default: identical reads.")
        {
            Inputs = ["merchant-unknown-members"],
        },
        new(
            "MIG-27", "A get-only collection: Newtonsoft fills it, STJ leaves it empty, silently. Populate handling " +
                "closes it.")
        {
            Inputs = ["collections-initialised-in-constructor"], Mitigations = ["newtonsoft-stj-populate-collections"],
        },
        new("MIG-28", "Verified: a list the constructor set to [\"default\"] reads as [\"default\",\"sent\"] with " +
            "Newtonsoft (reused, appended) and [\"sent\"] with STJ (replaced). Populate handling gives Newtonsoft's " +
            "value.")
        {
            Inputs = ["collections-initialised-in-constructor"], Mitigations = ["newtonsoft-stj-populate-collections"],
        },
        new("MIG-29", "STJ writes a ValueTuple as {} (silently empty) where Newtonsoft writes Item1/Item2; they are " +
            "fields, so IncludeFields closes it. DataTable, ExpandoObject, TimeZoneInfo, BigInteger, DBNull and Type " +
            "are not in the fixtures.")
        {
            Cases = ["object-value-tuple", "object-value-tuple-in-property"],
            Mitigations = [
                "newtonsoft-stj-fields-read", "newtonsoft-stj-fields-rolling", "newtonsoft-stj-fields-write"],
        },
        new("MIG-30", "Into object, Newtonsoft gives Int64, Double, String, Boolean, a DateTime for an ISO-looking " +
            "string, JObject and JArray; STJ gives a JsonElement for each.")
        {
            Inputs = ["list-object-mixed"],
        },
        new("MIG-31", "With the defaults both throw on null into int and into Merchant.MerchantId (the guide's " +
            "difference needs Newtonsoft's NullValueHandling.Ignore, which no profile sets).")
        {
            Inputs = ["null-into-int", "null-member-into-merchant"],
        },
        new("MIG-32", "Newtonsoft reads \"\\/Date(ms)\\/\" as Utc and \"\\/Date(ms+0545)\\/\" as Local; STJ throws. " +
            "A converter we wrote (no setting exists) closes it. Both write ISO 8601.")
        {
            Inputs = ["datetime-ms-date", "datetime-ms-date-offset"], Cases = ["datetime-utc", "datetime-local"],
            Mitigations = ["newtonsoft-stj-ms-dates-read"],
        },
        MigRow.NotCovered("MIG-33", "JsonConvert.PopulateObject is an API call on an existing instance; STJ has " +
            "none. The nearest value-level behaviour, populating members, is MIG-27/MIG-28."),
        new("MIG-34", "STJ ignores [DataMember(Name)] and [IgnoreDataMember] when writing and reading. Per library: " +
            "Newtonsoft and ServiceStack honour the contract (only data members); Jil, Utf8Json and SpanJson use the " +
            "names but also write NotAMember; STJ (both) and NetJSON ignore it. A contract modifier we wrote closes " +
            "it.")
        {
            Cases = ["object-data-contract-names", "object-ignore-data-member"],
            Inputs = ["contract-members-by-contract-names"],
            Mitigations = ["newtonsoft-stj-data-contract-read", "newtonsoft-stj-data-contract-write"],
        },
        MigRow.NotCovered(
            "MIG-35", "JsonObjectAttribute is a Newtonsoft attribute no case uses yet."),
        new("MIG-36", "Newtonsoft reads {MerchantId:42}; STJ throws, by design: none known.")
        {
            Inputs = ["merchant-unquoted-names"],
        },
        new("MIG-37", "Newtonsoft reads {\"Value\":'single'} as \"single\"; STJ throws by design. Elsewhere it goes " +
            "silently wrong: ServiceStack keeps the quotes (\"'single'\"), NetJSON reads null.")
        {
            Inputs = ["string-single-quoted"],
        },
        MigRow.NotCovered("MIG-38", "Not recorded in process: reading {\"Value\":1} into Holder<string> makes " +
            "NetJSON 1.4.5 spin at 100 % CPU on its string path (killed after 60 s, measured here) and killed the " +
            "whole test process with an AccessViolationException on its TextReader path, so it belongs in the " +
            "isolated conformance corpus."),
        MigRow.NotCovered("MIG-39", "TypeNameHandling.All is opt-in and refused by STJ for security; no profile " +
            "enables it. With the defaults both ignore \"$type\" (MIG-24)."),
        MigRow.NotCovered("MIG-40", "JSONPath is a DOM query API, not a serialized value."),
        MigRow.NotCovered(
            "MIG-41", "The limits are token sizes of 125–166 MB; goldens of that size are out of scope."),
        new("MIG-42", "Newtonsoft reads 010 as 8, silently a different number; STJ rejects the leading zero. Nothing " +
            "to mitigate on STJ's side.")
        {
            Inputs = ["int-octal-leading-zero"],
        },
        MigRow.NotCovered("MIG-43", "TraceWriter is logging, not a value."),
        MigRow.NotCovered(
            "MIG-44", "The DOM types are an API difference; the values they hold when read into object are MIG-30."),
        MigRow.NotCovered(
            "MIG-45", "JsonTextReader vs Utf8JsonReader is a low-level API difference; no serialized value shows it."),
        MigRow.NotCovered(
            "MIG-46", "JsonTextWriter settings are a low-level API difference; no default output shows them."),
    ];
}
