using System.Text.Json.Serialization;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json writing and reading NaN and ±Infinity as the strings Newtonsoft.Json uses, instead of
/// throwing.</summary>
[Profile(
    "SystemTextJson",
    "NumberHandling = AllowNamedFloatingPointLiterals (NaN and ±Infinity as \"NaN\", \"Infinity\", \"-Infinity\")")]
public sealed class SystemTextJsonNamedFloatingLiteralsProfile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions
    {
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals
    }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.NamedFloatingLiterals";

    /// <inheritdoc />
    /// <remarks>The named literals exist only for the binary floating-point types.</remarks>
    public bool Reaches(Type type) => type == typeof(double) || type == typeof(float) || type == typeof(Half);
}
