namespace SerializerCompat.Checks;

/// <summary>A type of the team's assembly <c>check</c> did not run, and why.</summary>
public sealed record NotChecked(string Type, string Reason);
