namespace SerializerCompat.Checks;

/// <summary>
/// What a check run tells its caller as it goes: a progress line every <see cref="ProgressInterval"/>, and where each
/// finished type is streamed once the run's header is known (<see cref="ResultsPath"/>: a results file; a temporary
/// one, deleted at the end, when it gives none).
/// </summary>
public sealed record CheckRunHooks(Action<string>? Progress = null, Func<CheckRunHeader, string?>? ResultsPath = null)
{
    /// <summary>How often a progress line is written: often enough that a CI log shows a long run alive.</summary>
    public TimeSpan ProgressInterval { get; init; } = TimeSpan.FromSeconds(10);
}
