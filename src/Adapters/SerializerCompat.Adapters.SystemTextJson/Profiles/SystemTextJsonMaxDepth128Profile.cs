using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json writing and reading 128 levels deep, where its default stops at 64 (ASP.NET Core's at
/// 32).</summary>
[Profile("SystemTextJson", "MaxDepth = 128 (the default is 64)")]
public sealed class SystemTextJsonMaxDepth128Profile()
    : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { MaxDepth = 128 })
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.MaxDepth128";
}
