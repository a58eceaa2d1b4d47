using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>
/// A profile that only adds converters to System.Text.Json's defaults. Its reach follows: System.Text.Json asks the
/// options' converters about every type it writes or reads (a nullable's underlying type, a dictionary's key type
/// included), so the change touches exactly the types one of them converts.
/// </summary>
public abstract class ConvertersOnlyProfile(params JsonConverter[] converters)
    : SystemTextJsonOptionsAdapter(WithConverters(converters)), IChangeScope
{
    /// <inheritdoc />
    public bool Reaches(Type type) => Options.Converters.Any(c => c.CanConvert(type));

    private static JsonSerializerOptions WithConverters(JsonConverter[] converters)
    {
        var options = new JsonSerializerOptions();
        foreach (var converter in converters)
        {
            options.Converters.Add(converter);
        }

        return options;
    }
}
