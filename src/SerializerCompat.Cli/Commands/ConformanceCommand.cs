using System.CommandLine;
using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Conformance;
using SerializerCompat.Registry;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>conformance --dir PATH [--format md|html|json] [--out DIR] [--serializer NAME…] [--timeout S]</c>: every
/// library parses every y_/n_/i_ file of a folder through its untyped API, in supervised worker processes, and the
/// results are written as Markdown, JSON and HTML (all three unless --format picks one).
/// </summary>
public static class ConformanceCommand
{
    private const string DefaultOut = "conformance-results";

    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var dir = new Option<string>("--dir")
        {
            Description = "The corpus: a folder of y_*.json (must parse), n_*.json (must not) and i_*.json (either) " +
                "files; subfolders are not walked.",
            Required = true
        }.RequireExistingFolder();
        var format = OutputOptions.Format();
        format.Description = "Write only this format (default: all three).";
        // No default here: an absent --format means every format.
        format.DefaultValueFactory = null;
        var output = new Option<string>("--out")
        {
            Description = $"The folder to write conformance.md/.json/.html into (default: ./{DefaultOut}" +
                $"; created if missing; nothing is written on error)."
        }.RequireWritableFolder();
        var serializers = new Option<string[]>("--serializer")
        {
            Description =
                $"Only these serializers (default: all; several after one --serializer or repeated). One of: " +
                $"{SerializerNames.Valid}.",
            AllowMultipleArgumentsPerToken = true,
            CustomParser = SerializerNames.ParseMany,
        };
        var timeout = new Option<double>("--timeout")
        {
            Description = "Seconds of CPU time a file may take, plus " +
                $"{ConformanceRunOptions.PerMebibyte.TotalSeconds.ToString(CultureInfo.InvariantCulture)} s per MiB " +
                "of the file; a parse still without an answer at three times that is recorded as HANG.",
            DefaultValueFactory = _ => ConformanceRunOptions.Default.Timeout.TotalSeconds,
            CustomParser = NumberOptions.Seconds("--timeout", 600),
        };
        var command = new Command("conformance", "Run a folder of y_/n_/i_ JSON files through every library's " +
            "untyped parse in worker processes; report ACCEPT, REJECT, CRASH and HANG.")
        {
            dir, format, output, serializers, timeout,
        };
        command.SetAction(parse => environment.Guard(() => Run(environment, new(
            parse.GetValue(dir)!,
            parse.GetResult(format) is null
                ? [OutputFormat.Md, OutputFormat.Json, OutputFormat.Html]
                : [parse.GetValue(format)],
            parse.GetValue(output) ?? DefaultOut,
            parse.GetValue(serializers) is { Length: > 0 } names ? names : [.. Serializers.Names],
            TimeSpan.FromSeconds(parse.GetValue(timeout))))));
        return command;
    }

    private sealed record Request(
        string Dir, IReadOnlyList<OutputFormat> Formats, string Out, IReadOnlyList<string> Serializers,
        TimeSpan Timeout);

    private static int Run(CliEnvironment environment, Request request)
    {
        Corpus corpus;
        try
        {
            corpus = Corpus.Load(request.Dir);
        }
        catch (CorpusException e)
        {
            return environment.Fail(e.Message);
        }

        var console = environment.Console;
        // Stdout carries the summary table and where the files went; every line about the run goes to stderr.
        var progress = environment.Progress;
        foreach (var name in corpus.Unrecognised)
        {
            progress.MarkupLine(
                $"[yellow]not run[/] {Markup.Escape(name)}" +
                $": the name does not follow y_…json, n_…json or i_…json");
        }

        foreach (var (name, kind) in corpus.Special)
        {
            progress.MarkupLine($"[yellow]not run[/] {Markup.Escape(name)}: {Markup.Escape(kind)}" +
                $", not a regular file; reading it could wait forever or never end");
        }

        foreach (var name in corpus.Subfolders)
        {
            progress.MarkupLine($"[yellow]not run[/] {Markup.Escape(name)}" +
                $"/: a subfolder; a corpus is one folder, so run it with --dir " +
                $"{Markup.Escape(Path.Combine(corpus.Folder, name))}");
        }

        if (corpus.Files.Count == 0)
        {
            return environment.Fail($"No y_/n_/i_ *.json files in {corpus.Folder} ({corpus.Unrecognised.Count}" +
                $" other files, {corpus.Subfolders.Count} subfolders not walked).");
        }

        var selected = request.Serializers.Select(Serializers.Get).ToList();
        var results = RunCorpus(environment, corpus, selected, request.Timeout);
        Summarise(console, results);

        var title = "JSON parser conformance";
        var introduction = $"Corpus {corpus.Folder}" +
            $". Every library parses every file through its own untyped API in a worker process (one per library; a " +
            $"worker that crashes or hangs is replaced for the next file). y_ files must be accepted, n_ files " +
            $"rejected, i_ files either (RFC 8259).";
        var documents = request.Formats.ToDictionary(
            f => $"conformance.{f.Extension()}",
            f => f switch
            {
                OutputFormat.Html => ConformanceHtml.Build(results, title, introduction),
                OutputFormat.Json => ConformanceJson.Build(results),
                _ => ConformanceMarkdown.Build(results, title, introduction),
            });
        foreach (var path in OutputFiles.WriteAll(request.Out, documents))
        {
            console.MarkupLine($"Wrote {Markup.Escape(path)}");
        }

        return ExitCodes.Ok;
    }

    private static ConformanceResults RunCorpus(
        CliEnvironment environment, Corpus corpus, IReadOnlyList<SerializerAvailability> selected, TimeSpan timeout)
    {
        var console = environment.Progress;
        var options = ConformanceRunOptions.Default with { Timeout = timeout };
        var watch = Stopwatch.StartNew();
        var progress = new Progress(console, watch);
        console.MarkupLine(Markup.Escape($"{corpus.Files.Count} files × {selected.Count(s => s.IsBuilt)}" +
            $" libraries, bound {timeout.TotalSeconds.ToString(CultureInfo.InvariantCulture)}" +
            $" s of CPU time per file plus " +
            $"{ConformanceRunOptions.PerMebibyte.TotalSeconds.ToString(CultureInfo.InvariantCulture)} s per MiB, " +
            $"{options.Parallelism} workers at a time…"));
        var run = new ConformanceRunner(options).RunAsync(corpus, [.. selected.Select(Subject.Of)], progress)
            .GetAwaiter().GetResult();
        console.MarkupLine(
            Markup.Escape($"Done in {watch.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s."));

        var libraries = new List<LibraryResults>();
        foreach (var serializer in selected)
        {
            if (run.Libraries.FirstOrDefault(l => l.Serializer == serializer.Name) is { } ran)
            {
                libraries.Add(ran);
            }
            else if (RecordedConformance.IsOurCorpus(corpus)
                && ConformanceGolden.Read(environment.Store(), serializer.Name) is { } recorded)
            {
                console.MarkupLine($"[yellow]{Markup.Escape(serializer.NotBuiltReason!)}" +
                    $"[/]: its results are the recorded golden, not re-run.");
                libraries.Add(recorded with { Recorded = true });
            }
            else
            {
                console.MarkupLine($"[yellow]{Markup.Escape(serializer.NotBuiltReason!)}[/]: not run.");
            }
        }

        return run with { Libraries = libraries };
    }

    private static void Summarise(IAnsiConsole console, ConformanceResults results)
    {
        var table = new Table()
            .AddColumns(
                "serializer", "y acc", "y rej", "n acc", "n rej", "i acc", "i rej", "CRASH", "HANG", "RESOURCE",
                "conforming");
        foreach (var library in results.Libraries)
        {
            var c = ConformanceCounts.Of(library, results.Corpus.Files);
            table.AddRow(
                Markup.Escape(library.Serializer + (library.Recorded ? " (recorded)" : "")),
                $"{c.YAccepted}", c.YRejected > 0 ? $"[red]{c.YRejected}[/]" : "0",
                c.NAccepted > 0 ? $"[yellow]{c.NAccepted}[/]" : "0", $"{c.NRejected}", $"{c.IAccepted}",
                $"{c.IRejected}", c.Crashes > 0 ? $"[red]{c.Crashes}[/]" : "0",
                c.Hangs > 0 ? $"[red]{c.Hangs}[/]" : "0", c.Resources > 0 ? $"[red]{c.Resources}[/]" : "0",
                $"{c.Conforming}/{c.Files}");
        }

        console.Write(table);
    }

    // One line per library when it finishes, and one per CRASH as it happens (HANGs are counted: NetJSON has dozens).
    private sealed class Progress(IAnsiConsole console, Stopwatch watch) : IProgress<ParseProgress>
    {
        private readonly Lock _gate = new();
        private readonly Dictionary<string, int> _hangs = [];

        public void Report(ParseProgress value)
        {
            lock (_gate)
            {
                if (value.Outcome.Kind is ParseOutcomeKind.Crash or ParseOutcomeKind.Resource)
                {
                    console.MarkupLine($"  [red]{value.Outcome.Word}[/] " +
                        $"{Markup.Escape($"{value.Serializer} {value.File.Name}: {value.Outcome.Text}")}");
                }

                _hangs[value.Serializer] = _hangs.GetValueOrDefault(value.Serializer)
                    + (value.Outcome.Kind == ParseOutcomeKind.Hang ? 1 : 0);
                if (value.Done == value.Total)
                {
                    console.MarkupLine(Markup.Escape($"{value.Serializer}: {value.Total} files at " +
                        $"{watch.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s, " +
                        $"{_hangs[value.Serializer]} HANG"));
                }
            }
        }
    }
}
