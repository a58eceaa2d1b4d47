using System.Collections;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using System.Text.RegularExpressions;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// The code a report tells a team to write is hand-written beside each profile (<see cref="FixCode"/>); these tests
/// hold it to the settings object the profile really runs with, so the text cannot claim a setting the proof did not
/// use, nor leave one out.
/// </summary>
public sealed partial class FixCodeTests
{
    // Read-only views and caches that differ from a fresh instance without anyone setting them.
    private static readonly HashSet<string> NotSettings = ["IsReadOnly", "TypeInfoResolverChain"];

    public static TheoryData<string> ProfilesWithSettingsObjects =>
        [.. Profiles.Names.Where(p => FixCode.Of(p) is not null && SettingsOf(Profiles.Get(p).Adapter) is not null)];

    public static TheoryData<string> ShippedProfiles => [.. Profiles.Names];

    // A report's fix block is code to paste: a profile without it printed "(no code recorded for this profile)" in 107
    // fix blocks of a SendGrid check (issue #50).
    [Theory]
    [MemberData(nameof(ShippedProfiles))]
    public void Every_shipped_profile_has_the_code_that_applies_it(string profile) =>
        Assert.False(string.IsNullOrWhiteSpace(FixCode.Of(profile)), $"no code for the profile {profile}");

    // A helper the code names ships as source the installed tool writes (check --recipe-out), never as a folder of
    // this repository (issue #52): each file named is embedded in the profile's adapter, where RecipeCode reads it.
    [Theory]
    [MemberData(nameof(ShippedProfiles))]
    public void Every_helper_file_the_code_names_is_one_recipe_out_writes(string profile)
    {
        var adapter = Profiles.Get(profile).Adapter.GetType().Assembly;
        var code = FixCode.Of(profile)!;
        Assert.DoesNotContain("src/", code, StringComparison.Ordinal);
        foreach (var file in HelperFile().Matches(code).Select(m => m.Value))
        {
            Assert.True(
                adapter.GetManifestResourceInfo($"RecipeSource/{file}") is not null,
                $"{profile}'s code names {file}, which {adapter.GetName().Name} does not embed for --recipe-out");
        }
    }

    [Fact]
    public void The_settings_of_most_profiles_are_checked() =>
        // Newtonsoft's and System.Text.Json's profiles carry a settings object; SpanJson's is a resolver type argument.
        Assert.True(
            ProfilesWithSettingsObjects.Count >= 15,
            $"only {ProfilesWithSettingsObjects.Count} profiles have a settings object to check");

    [Theory]
    [MemberData(nameof(ProfilesWithSettingsObjects))]
    public void Every_setting_the_profile_changes_is_in_its_code(string profile)
    {
        var code = FixCode.Of(profile)!;
        var settings = UsedSettingsOf(profile);
        foreach (var (name, value, baseline) in Properties(settings, code))
        {
            if (value is IEnumerable items and not string)
            {
                Assert.All(
                    items.Cast<object>(),
                    item => Assert.Contains(TypeName(item.GetType()), code, StringComparison.Ordinal));
            }
            else if (!Equals(value, baseline))
            {
                Assert.True(
                    code.Contains(name, StringComparison.Ordinal),
                    $"{profile} changes {name}, which its code does not mention: {code}");
                foreach (var modifier in (value as DefaultJsonTypeInfoResolver)?.Modifiers ?? [])
                {
                    // A modifier of the suite's own (DataContractModifier) is code the team copies: the code names it.
                    var owner = modifier.Method.DeclaringType!;
                    Assert.True(
                        owner == Profiles.Get(profile).Adapter.GetType()
                            || code.Contains(owner.Name, StringComparison.Ordinal),
                        $"{profile}'s code does not name {owner.Name}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(ProfilesWithSettingsObjects))]
    public void Every_setting_the_code_names_is_one_the_profile_changes(string profile)
    {
        var code = FixCode.Of(profile)!;
        var settings = UsedSettingsOf(profile);
        var properties = Properties(settings, code).ToDictionary(p => p.Name);
        foreach (var (named, literal) in Assignment().Matches(code)
            .Select(m => (m.Groups[1].Value, m.Groups[2].Value.Trim())).Where(a => properties.ContainsKey(a.Item1)))
        {
            var (_, value, baseline) = properties[named];
            var changed = value is IEnumerable items and not string
                ? items.Cast<object>().Any()
                : !Equals(value, baseline);
            Assert.True(changed, $"{profile}'s code sets {named}, which the profile leaves as it is");
            Assert.True(
                Says(literal, value), $"{profile}'s code sets {named} = {literal}, but the profile runs with {value}");
        }
    }

    // A literal the code writes for a simple value: true/false, a number, or enum member names (flags joined by |).
    private static bool Says(string literal, object? value) => value switch
    {
        bool b => literal == (b ? "true" : "false"),
        int i => literal == i.ToString(System.Globalization.CultureInfo.InvariantCulture),
        Enum e =>
            literal.Split('|').Select(part => part.Trim()[(part.Trim().LastIndexOf('.') + 1)..])
                .Order(StringComparer.Ordinal)
            .SequenceEqual(e.ToString().Split(", ").Order(StringComparer.Ordinal)),
        _ => true,
    };

    // Used once first, so the test sees the same state in any order: the library fills in defaults on first use.
    private static object UsedSettingsOf(string profile)
    {
        var adapter = Profiles.Get(profile).Adapter;
        adapter.SerializeToString(1);
        return SettingsOf(adapter)!;
    }

    // The settings object an options-based adapter passes on every call (JsonSerializerOptions,
    // JsonSerializerSettings).
    private static object? SettingsOf(object adapter)
    {
        for (var type = adapter.GetType(); type is not null; type = type.BaseType)
        {
            var field = type.GetFields(
                BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public | BindingFlags.DeclaredOnly)
                .FirstOrDefault(f => f.FieldType.Name is "JsonSerializerOptions" or "JsonSerializerSettings");
            if (field?.GetValue(adapter) is { } settings)
            {
                return settings;
            }
        }

        return null;
    }

    // Each public setting with the profile's value and the value it starts from (the web defaults where the code starts
    // there).
    private static IEnumerable<(string Name, object? Value, object? Baseline)> Properties(object settings, string code)
    {
        var baseline = code.Contains("JsonSerializerOptions.Web", StringComparison.Ordinal)
            ? JsonSerializerOptions.Web
            : Activator.CreateInstance(settings.GetType())!;
        return settings.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.CanRead && p.GetIndexParameters().Length == 0 && !NotSettings.Contains(p.Name)
                && p.GetCustomAttribute<ObsoleteAttribute>() is null)
            .Select(p => (p.Name, Unused(p.GetValue(settings)), Unused(p.GetValue(baseline))));
    }

    // Options that have been used get the reflection resolver filled in (null before): a plain one is no setting.
    private static object? Unused(object? value) =>
        value is DefaultJsonTypeInfoResolver { Modifiers.Count: 0 } resolver
            && resolver.GetType() == typeof(DefaultJsonTypeInfoResolver) ? null : value;

    private static string TypeName(Type type) =>
        type.IsGenericType ? type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)] : type.Name;

    [GeneratedRegex(@"\b[A-Z]\w+\.cs\b")]
    private static partial Regex HelperFile();

    [GeneratedRegex(@"\b([A-Z][A-Za-z]+)\s*=\s*([^,;}]+)")]
    private static partial Regex Assignment();
}
