using System.Text.Json;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Perf.Baseline;

/// <summary>
/// Merchant JSON written and read by hand with <see cref="Utf8JsonWriter"/>/<see cref="Utf8JsonReader"/>: no
/// reflection, no metadata, no options — the practical limit a serializer could reach. The shape is
/// System.Text.Json's default one (PascalCase names, ISO 8601 dates, enums as numbers, nulls written).
/// </summary>
public static class RawMerchantJson
{
    private static readonly JsonEncodedText MerchantId = JsonEncodedText.Encode(nameof(Merchant.MerchantId));
    private static readonly JsonEncodedText RequestId = JsonEncodedText.Encode(nameof(Merchant.RequestId));
    private static readonly JsonEncodedText Created = JsonEncodedText.Encode(nameof(Merchant.Created));
    private static readonly JsonEncodedText PreferredCurrencyId = JsonEncodedText.Encode(
        nameof(Merchant.PreferredCurrencyId));
    private static readonly JsonEncodedText HasOwnStock = JsonEncodedText.Encode(nameof(Merchant.HasOwnStock));
    private static readonly JsonEncodedText ShippingOptions = JsonEncodedText.Encode(nameof(Merchant.ShippingOptions));
    private static readonly JsonEncodedText DeliveryType = JsonEncodedText.Encode(nameof(ShippingOption.DeliveryType));
    private static readonly JsonEncodedText Price = JsonEncodedText.Encode(nameof(ShippingOption.Price));

    /// <summary>Writes a list of merchants as a JSON array.</summary>
    public static void WriteList(Utf8JsonWriter writer, List<Merchant> merchants)
    {
        writer.WriteStartArray();
        foreach (var merchant in merchants)
        {
            Write(writer, merchant);
        }

        writer.WriteEndArray();
    }

    /// <summary>Writes one merchant as a JSON object.</summary>
    public static void Write(Utf8JsonWriter writer, Merchant merchant)
    {
        writer.WriteStartObject();
        writer.WriteNumber(MerchantId, merchant.MerchantId);
        writer.WriteString(RequestId, merchant.RequestId);
        writer.WriteString(Created, merchant.Created);
        if (merchant.PreferredCurrencyId is { } currency)
        {
            writer.WriteNumber(PreferredCurrencyId, currency);
        }
        else
        {
            writer.WriteNull(PreferredCurrencyId);
        }

        if (merchant.HasOwnStock is { } hasOwnStock)
        {
            writer.WriteBoolean(HasOwnStock, hasOwnStock);
        }
        else
        {
            writer.WriteNull(HasOwnStock);
        }

        writer.WriteStartArray(ShippingOptions);
        foreach (var option in merchant.ShippingOptions)
        {
            writer.WriteStartObject();
            writer.WriteNumber(DeliveryType, (int)option.DeliveryType);
            writer.WriteNumber(Price, option.Price);
            writer.WriteEndObject();
        }

        writer.WriteEndArray();
        writer.WriteEndObject();
    }

    /// <summary>Reads a JSON array of merchants; the reader is positioned before the array.</summary>
    public static List<Merchant> ReadList(ref Utf8JsonReader reader)
    {
        Expect(ref reader, JsonTokenType.StartArray);
        var merchants = new List<Merchant>();
        while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
        {
            merchants.Add(ReadObject(ref reader));
        }

        return merchants;
    }

    /// <summary>Reads one merchant; the reader is positioned before the object.</summary>
    public static Merchant Read(ref Utf8JsonReader reader)
    {
        reader.Read();
        return ReadObject(ref reader);
    }

    private static Merchant ReadObject(ref Utf8JsonReader reader)
    {
        Require(ref reader, JsonTokenType.StartObject);
        var merchant = new Merchant();
        while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
        {
            if (reader.ValueTextEquals(MerchantId.EncodedUtf8Bytes))
            {
                reader.Read();
                merchant.MerchantId = reader.GetInt32();
            }
            else if (reader.ValueTextEquals(RequestId.EncodedUtf8Bytes))
            {
                reader.Read();
                merchant.RequestId = reader.GetGuid();
            }
            else if (reader.ValueTextEquals(Created.EncodedUtf8Bytes))
            {
                reader.Read();
                merchant.Created = reader.GetDateTime();
            }
            else if (reader.ValueTextEquals(PreferredCurrencyId.EncodedUtf8Bytes))
            {
                reader.Read();
                merchant.PreferredCurrencyId = reader.TokenType == JsonTokenType.Null ? null : reader.GetInt32();
            }
            else if (reader.ValueTextEquals(HasOwnStock.EncodedUtf8Bytes))
            {
                reader.Read();
                merchant.HasOwnStock = reader.TokenType == JsonTokenType.Null ? null : reader.GetBoolean();
            }
            else if (reader.ValueTextEquals(ShippingOptions.EncodedUtf8Bytes))
            {
                Expect(ref reader, JsonTokenType.StartArray);
                while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
                {
                    merchant.ShippingOptions.Add(ReadOption(ref reader));
                }
            }
            else
            {
                reader.Read();
                reader.Skip();
            }
        }

        Require(ref reader, JsonTokenType.EndObject);
        return merchant;
    }

    private static ShippingOption ReadOption(ref Utf8JsonReader reader)
    {
        Require(ref reader, JsonTokenType.StartObject);
        var option = new ShippingOption();
        while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
        {
            if (reader.ValueTextEquals(DeliveryType.EncodedUtf8Bytes))
            {
                reader.Read();
                option.DeliveryType = (DeliveryType)reader.GetInt32();
            }
            else if (reader.ValueTextEquals(Price.EncodedUtf8Bytes))
            {
                reader.Read();
                option.Price = reader.GetDecimal();
            }
            else
            {
                reader.Read();
                reader.Skip();
            }
        }

        Require(ref reader, JsonTokenType.EndObject);
        return option;
    }

    private static void Expect(ref Utf8JsonReader reader, JsonTokenType expected)
    {
        reader.Read();
        Require(ref reader, expected);
    }

    private static void Require(ref Utf8JsonReader reader, JsonTokenType expected)
    {
        if (reader.TokenType != expected)
        {
            throw new JsonException($"Expected {expected}, found {reader.TokenType} at byte {reader.TokenStartIndex}");
        }
    }
}
