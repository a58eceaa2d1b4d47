using SerializerCompat.Values;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Probes;
using SerializerCompat.Properties.Tests.Generators;
using SerializerCompat.Recording;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// Property 3 for one serializer and topic: S(P(S(x))) == S(x) over generated values. The outcome is a golden line:
/// stable with how many values were compared (and why the others were not), or unstable with the shrunk example
/// and both texts.
/// </summary>
public sealed class StabilityRun(ProbePool pool, string serializer, string topic)
{
    private const int MaxShownText = 240;

    private readonly SortedDictionary<string, int> _notChecked = new(StringComparer.Ordinal);
    private int _compared;
    private (Generated Value, StabilityCheck Check)? _lastFailure;

    /// <summary>How many values were written again and compared: a property that compared none tested nothing.
    /// An unstable topic counts the values compared before the first difference, and is tested.</summary>
    public int Compared => _compared;

    /// <summary>Whether a value was found whose text changed on the round trip.</summary>
    public bool FoundUnstable => _lastFailure is not null;

    /// <summary>The golden line (more lines for an unstable topic), and FsCheck's message when the property
    /// failed.</summary>
    public (string Line, string? Failure) Run()
    {
        var property = Prop.ForAll(TopicGenerators.For(topic), generated =>
        {
            // After the first failure FsCheck only tries shrink candidates: they need this serializer's own pair only.
            var check = pool.Answer(
                topic, generated, _lastFailure is null ? null : [new ProbePair(serializer, serializer)])
                .StabilityOf(serializer)
                ?? throw new InvalidOperationException($"no stability check of {serializer} in the answer");
            switch (check.Outcome)
            {
                case StabilityOutcome.Stable:
                    _compared++;
                    return Prop.ToProperty(true);
                case StabilityOutcome.NotChecked:
                    _notChecked[check.Note] = _notChecked.GetValueOrDefault(check.Note) + 1;
                    return Prop.ToProperty(true);
                default:
                    // FsCheck calls the property on shrink candidates after the first failure; the last one that fails
                    // is the shrunk value.
                    _lastFailure = (generated, check);
                    return false.Label($"{serializer}, topic {topic}: S(P(S(x))) differs from S(x)\nS(x)       = " +
                        $"{Show(check.First)}\nS(P(S(x))) = {Show(check.Second)}");
            }
        });

        try
        {
            Check.One(PropertyRuns.Config().WithName($"stability of {serializer}, topic {topic}"), property);
            return (Stable(), null);
        }
        catch (Exception e) when (_lastFailure is { } failure)
        {
            return (Unstable(failure.Value, failure.Check), e.Message);
        }
    }

    /// <summary>Whether a golden line says the topic is stable.</summary>
    public static bool SaysStable(string line, string topic) =>
        line.StartsWith($"{topic}: stable", StringComparison.Ordinal);

    private string Stable()
    {
        var skipped = _notChecked.Count == 0
            ? ""
            : "; not compared: " + string.Join(", ", _notChecked.Select(n => $"{n.Value} ({n.Key})"));
        var total = _compared + _notChecked.Values.Sum();
        return _compared == 0
            ? $"{topic}: not checked — none of {total} values could be compared{skipped}"
            : $"{topic}: stable — {_compared} of {total} values written again identically{skipped}";
    }

    private string Unstable(Generated value, StabilityCheck check) =>
        $"{topic}: UNSTABLE — shrunk example:\n" +
        $"    x          : {ValueDescriber.TypeName(value.DeclaredType)}\n" +
        string.Concat(
            ValueDescriber.Describe(value.Value, value.DeclaredType).Split('\n')
                .Select(l => $"                 {l}\n")) +
        $"    S(x)       = {Show(check.First)}\n" +
        $"    S(P(S(x))) = {Show(check.Second)}";

    private static string Show(string? shown) => shown is null
        ? "(nothing)"
        : shown.Length > MaxShownText ? shown[..MaxShownText] + "…" : shown;
}
