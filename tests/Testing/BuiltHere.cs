using SerializerCompat.Registry;

namespace SerializerCompat.Testing;

/// <summary>Whether a library or a lane is built by this build, by its subject name.</summary>
public static class BuiltHere
{
    /// <summary>Why <paramref name="subject"/> (a library or a lane) is not built here, or null when it is built or is
    /// no subject at all.</summary>
    public static string? NotBuiltReason(string subject) =>
        !Subjects.Names.Contains(subject, StringComparer.Ordinal) ? null
        : Lanes.Find(subject) is not null
            ? Lanes.Get(subject) is { IsBuilt: false } lane ? lane.NotBuiltReason : null
            : Serializers.Get(subject) is { IsBuilt: false } library ? library.NotBuiltReason : null;
}
