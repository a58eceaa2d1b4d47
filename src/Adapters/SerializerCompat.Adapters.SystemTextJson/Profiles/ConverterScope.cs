using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>
/// The reach of a profile that only adds converters to the defaults: System.Text.Json asks the options' converters
/// about every type it writes or reads (a nullable's underlying type, a dictionary's key type included), so the
/// change touches exactly the types one of them converts.
/// </summary>
internal static class ConverterScope
{
    public static bool Reaches(JsonSerializerOptions options, Type type) => options.Converters.Any(c => c.CanConvert(type));
}
