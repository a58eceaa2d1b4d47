using System.Text.Json.Serialization;

namespace SerializerCompat.Verdicts;

/// <summary>How verdicts cross a process boundary (worker → supervisor).</summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(Verdict))]
internal sealed partial class VerdictJsonContext : JsonSerializerContext;
