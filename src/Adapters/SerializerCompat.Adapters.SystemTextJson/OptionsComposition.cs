using System.Reflection;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Adapters;

/// <summary>
/// One <see cref="JsonSerializerOptions"/> made of a side's own options and other profiles' changes: a profile's
/// change is every setting whose value differs from a fresh <see cref="JsonSerializerOptions"/>, its converters and its
/// resolver's modifiers. A flags setting (<see cref="JsonNumberHandling"/>) takes the union; a setting two changes give
/// different values, or a resolver that is not the default one with modifiers, does not compose.
/// </summary>
public static class OptionsComposition
{
    private static readonly JsonSerializerOptions Defaults = new();

    // The settings a profile may change: every public one with a setter, obsolete ones left out (setting one would
    // throw beside its replacement), and the resolver, which composes by its modifiers.
    private static readonly PropertyInfo[] Settable =
    [
        .. typeof(JsonSerializerOptions).GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p is { CanRead: true, SetMethod.IsPublic: true } && p.GetIndexParameters().Length == 0
                && !p.IsDefined(typeof(ObsoleteAttribute)) && p.Name != nameof(JsonSerializerOptions.TypeInfoResolver))
            .OrderBy(p => p.Name, StringComparer.Ordinal),
    ];

    /// <summary><paramref name="own"/> with <paramref name="changes"/> applied in order (see the class).</summary>
    public static Composition Compose(
        JsonSerializerOptions own, IReadOnlyList<ISerializerAdapter> changes, string name)
    {
        var options = new JsonSerializerOptions(own);
        var setBy = new Dictionary<string, (object? Value, string From)>(StringComparer.Ordinal);
        var settings = new List<SettingChange>();
        foreach (var change in changes)
        {
            if (change is not SystemTextJsonOptionsAdapter { Options: var theirs })
            {
                return new Composition(null, [], $"{change.Name} is not a System.Text.Json options profile");
            }

            foreach (var property in Settable)
            {
                var value = property.GetValue(theirs);
                if (Equals(value, property.GetValue(Defaults)))
                {
                    continue;
                }

                if (property.PropertyType.IsDefined(typeof(FlagsAttribute)))
                {
                    settings.Add(new SettingChange(
                        property.Name, $"options.{property.Name} |= {Code(value)};", change.Name, []));
                    property.SetValue(options, Enum.ToObject(
                        property.PropertyType,
                        Convert.ToInt64(property.GetValue(options)) | Convert.ToInt64(value)));
                    continue;
                }

                if (setBy.TryGetValue(property.Name, out var earlier) && !Equals(earlier.Value, value))
                {
                    return new Composition(
                        null, [], $"{change.Name} sets {property.Name} to {Code(value)}, which {earlier.From} sets " +
                        $"to {Code(earlier.Value)}");
                }

                property.SetValue(options, value);
                setBy[property.Name] = (value, change.Name);
                settings.Add(new SettingChange(
                    property.Name, $"options.{property.Name} = {Code(value)};", change.Name, []));
            }

            foreach (var converter in theirs.Converters)
            {
                options.Converters.Add(converter);
                var type = converter.GetType();
                settings.Add(new SettingChange(
                    nameof(JsonSerializerOptions.Converters), $"options.Converters.Add(new {type.Name}());",
                    change.Name, Helpers(type)));
            }

            switch (theirs.TypeInfoResolver)
            {
                case null:
                    break;
                case DefaultJsonTypeInfoResolver resolver
                    when resolver.GetType() == typeof(DefaultJsonTypeInfoResolver):
                    foreach (var modifier in resolver.Modifiers)
                    {
                        options.TypeInfoResolver = (options.TypeInfoResolver ?? new DefaultJsonTypeInfoResolver())
                            .WithAddedModifier(modifier);
                        var declaring = modifier.Method.DeclaringType!;
                        settings.Add(new SettingChange(
                            nameof(JsonSerializerOptions.TypeInfoResolver),
                            "options.TypeInfoResolver = (options.TypeInfoResolver ?? new " +
                            $"DefaultJsonTypeInfoResolver()).WithAddedModifier({declaring.Name}." +
                            $"{modifier.Method.Name});", change.Name,
                            Helpers(declaring)));
                    }

                    break;
                default:
                    return new Composition(
                        null, [],
                        $"{change.Name} replaces the options' type info resolver, which nothing composes with");
            }
        }

        return new Composition(new SystemTextJsonUserOptionsAdapter(name, options), settings, null);
    }

    // The C# that gives a setting its value: the library's own named instances where it has them.
    private static string Code(object? value) => value switch
    {
        null => "null",
        bool b => b ? "true" : "false",
        int i => i.ToString(System.Globalization.CultureInfo.InvariantCulture),
        Enum e => string.Join(
            " | ", e.ToString().Split(", ").Select(part => $"{e.GetType().Name}.{part}")),
        JsonNamingPolicy policy => NamedStatic(typeof(JsonNamingPolicy), policy) ?? $"new {policy.GetType().Name}()",
        JavaScriptEncoder encoder =>
            NamedStatic(typeof(JavaScriptEncoder), encoder) ?? $"new {encoder.GetType().Name}()",
        ReferenceHandler handler => NamedStatic(typeof(ReferenceHandler), handler) ?? $"new {handler.GetType().Name}()",
        _ => $"new {value.GetType().Name}()",
    };

    private static string? NamedStatic(Type holder, object value) =>
        holder.GetProperties(BindingFlags.Public | BindingFlags.Static)
            .FirstOrDefault(p => ReferenceEquals(p.GetValue(null), value)) is { } property
            ? $"{holder.Name}.{property.Name}"
            : null;

    // The code of ours a setting names, with the classes it derives from in our assembly: what the team adds as source.
    private static IReadOnlyList<Type> Helpers(Type type)
    {
        var ours = typeof(OptionsComposition).Assembly;
        var helpers = new List<Type>();
        for (var t = type; t is not null && t.Assembly == ours; t = t.BaseType)
        {
            helpers.Add(t.IsNested ? t.DeclaringType! : t);
        }

        return helpers;
    }
}
