namespace SerializerCompat.Migration;

/// <summary>
/// One row of Microsoft's Newtonsoft.Json → System.Text.Json migration guide, as our data file records it: the
/// Newtonsoft feature, its System.Text.Json counterpart, how far it is supported, and the default that differs.
/// </summary>
public sealed record GuideRow(
    string Id, string Newtonsoft, string SystemTextJson, string Support, string DefaultDifference);
