using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.FirstCall;

/// <summary>One library's first-call cost over fresh processes: medians and intervals in milliseconds.</summary>
public sealed record FirstCallResult(string Serializer, Interval FirstMs, Interval SecondMs, string? NotTimed);

/// <summary>
/// Starts this program afresh once per library and repetition (libraries interleaved, so the machine's drift spreads
/// over all of them) and collects what <see cref="FirstCallProbe"/> prints.
/// </summary>
public static class FirstCallRunner
{
    /// <summary>Every built library (the raw writer included), <paramref name="repetitions"/> fresh processes
    /// each.</summary>
    public static IReadOnlyList<FirstCallResult> Run(int repetitions)
    {
        var names = BenchmarkSerializers.Names;
        var firsts = names.ToDictionary(n => n, _ => new List<double>());
        var seconds = names.ToDictionary(n => n, _ => new List<double>());
        var errors = new Dictionary<string, string>();
        foreach (var name in names.Where(n => !BenchmarkSerializers.Get(n).IsBuilt))
        {
            errors[name] = $"not built — {BenchmarkSerializers.Get(name).NotBuiltReason}";
        }

        for (var repetition = 0; repetition < repetitions; repetition++)
        {
            foreach (var name in names.Where(n => !errors.ContainsKey(n)))
            {
                var (exit, output) = Probe(name);
                var parts = output.Trim().Split(' ');
                if (exit != 0 || parts.Length != 2)
                {
                    errors[name] = $"the probe failed (exit {exit}): {output.Trim().Split('\n')[^1]}";
                    continue;
                }

                firsts[name]
                    .Add(long.Parse(parts[0], CultureInfo.InvariantCulture) / (double)TimeSpan.TicksPerMillisecond);
                seconds[name]
                    .Add(long.Parse(parts[1], CultureInfo.InvariantCulture) / (double)TimeSpan.TicksPerMillisecond);
            }
        }

        return [.. names.Select(n => new FirstCallResult(
            n, Interval.Of(firsts[n]), Interval.Of(seconds[n]), errors.GetValueOrDefault(n)))];
    }

    private static (int Exit, string Output) Probe(string serializer)
    {
        var start = ProcessSettings.Self([FirstCallProbe.Flag, serializer]);
        start.RedirectStandardOutput = true;
        start.RedirectStandardError = true;
        // A first call is measured as an application starts: default JIT settings, not the rounds' ones.
        foreach (var name in ProcessSettings.Environment.Keys)
        {
            start.Environment.Remove(name);
        }

        using var process = Process.Start(start)!;
        var stderr = process.StandardError.ReadToEndAsync();
        var stdout = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, process.ExitCode == 0 ? stdout : stdout + stderr.Result);
    }
}
