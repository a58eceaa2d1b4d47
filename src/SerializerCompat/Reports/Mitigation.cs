namespace SerializerCompat.Reports;

/// <summary>A settings profile that closes a difference, and where the test that proves it lives.</summary>
public sealed record Mitigation(string Id, string Profile, string Description, string Proof);
