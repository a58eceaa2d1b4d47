using System.Globalization;
using System.Reflection;
using System.Runtime.Serialization;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Newtonsoft.Json's enum handling without a converter: reads a number, or a name matched case-insensitively, comma
/// separated for flags, or an <see cref="EnumMemberAttribute"/> value; writes the number. System.Text.Json's
/// <see cref="JsonStringEnumConverter"/> reads names but also writes them, and does not know EnumMember, so this
/// converter we write is what "like Newtonsoft" needs.
/// </summary>
public sealed class EnumNameOrNumberConverter : JsonConverterFactory
{
    /// <inheritdoc />
    public override bool CanConvert(Type typeToConvert) => typeToConvert.IsEnum;

    /// <inheritdoc />
    public override JsonConverter? CreateConverter(Type typeToConvert, JsonSerializerOptions options) =>
        (JsonConverter?)Activator.CreateInstance(typeof(Converter<>).MakeGenericType(typeToConvert));

    private sealed class Converter<TEnum> : JsonConverter<TEnum>
        where TEnum : struct, Enum
    {
        private static readonly Dictionary<string, TEnum> MemberValues = typeof(TEnum)
            .GetFields(BindingFlags.Public | BindingFlags.Static)
            .Where(f => f.GetCustomAttribute<EnumMemberAttribute>()?.Value is not null)
            .ToDictionary(
                f => f.GetCustomAttribute<EnumMemberAttribute>()!.Value!, f => (TEnum)f.GetValue(null)!,
                StringComparer.Ordinal);

        public override TEnum Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
        {
            if (reader.TokenType == JsonTokenType.Number)
            {
                return (TEnum)Enum.ToObject(typeof(TEnum), reader.GetInt64());
            }

            var text = reader.GetString() ?? "";
            return MemberValues.TryGetValue(text, out var member) ? member
                : Enum.TryParse<TEnum>(text, ignoreCase: true, out var parsed) ? parsed
                : throw new JsonException($"'{text}' is not a {typeof(TEnum).Name}");
        }

        public override void Write(Utf8JsonWriter writer, TEnum value, JsonSerializerOptions options)
        {
            if (Enum.GetUnderlyingType(typeof(TEnum)) == typeof(ulong))
            {
                writer.WriteNumberValue(Convert.ToUInt64(value, CultureInfo.InvariantCulture));
            }
            else
            {
                writer.WriteNumberValue(Convert.ToInt64(value, CultureInfo.InvariantCulture));
            }
        }
    }
}
