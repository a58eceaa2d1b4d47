namespace SerializerCompat.Registry;

/// <summary>Every subject by name: the registry's libraries, then the lanes.</summary>
public static class Subjects
{
    /// <summary>Every name a subject answers to, libraries first.</summary>
    public static IReadOnlyList<string> Names { get; } = [.. Serializers.Names, .. Lanes.Names];

    /// <summary>
    /// The subject named <paramref name="name"/> (exactly, or a lane in any case) with its availability here; an
    /// unknown name throws, naming the valid ones. A lane is resolved once per process: its worker says what it loaded.
    /// </summary>
    public static Subject Get(string name) =>
        Serializers.Names.Contains(name, StringComparer.Ordinal) ? Subject.Of(Serializers.Get(name))
        : Lanes.Find(name) is { } lane ? Subject.Of(Lanes.Get(lane.Name))
        : throw new ArgumentException(
            $"Unknown serializer or lane '{name}'. Valid names: {string.Join(", ", Names)}", nameof(name));

    /// <summary>Every library of the registry, as subjects, in report order.</summary>
    public static IReadOnlyList<Subject> Libraries => [.. Serializers.All.Select(Subject.Of)];
}
