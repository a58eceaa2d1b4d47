namespace SerializerCompat.Checks;

/// <summary>
/// What a check run tells its caller as it goes: a progress line every <see cref="ProgressInterval"/>, and each
/// finished type through the sink <see cref="Stream"/> opens once the run's header is known (a results file).
/// </summary>
public sealed record CheckRunHooks(Action<string>? Progress = null, Func<CheckRunHeader, Action<TypeCheckResult>>? Stream = null)
{
    /// <summary>How often a progress line is written: often enough that a CI log shows a long run alive.</summary>
    public TimeSpan ProgressInterval { get; init; } = TimeSpan.FromSeconds(10);
}
