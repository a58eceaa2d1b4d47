using SerializerCompat.Snapshots;
using Spectre.Console;

namespace SerializerCompat.Cli;

/// <summary>Where the commands find the goldens and write their output; a test passes a temp folder and
/// writers.</summary>
public sealed record CliEnvironment(
    Func<SnapshotStore> Store, IAnsiConsole Console, TextWriter Output, TextWriter Error)
{
    /// <summary>Where progress is drawn: stderr, so that a document printed to stdout stays clean.</summary>
    public IAnsiConsole Progress { get; init; } = Console;

    /// <summary>
    /// Whether progress may be redrawn in place (stderr is a terminal); otherwise a command writes one line when done,
    /// never a percentage left standing in a log.
    /// </summary>
    public bool ProgressIsLive { get; init; }

    /// <summary>Whether stdout is a terminal, where a long document scrolls its first lines away.</summary>
    public bool OutputIsTerminal { get; init; }

    /// <summary>The folder SARIF writes source paths relative to: where the tool runs, a CI job's checkout.</summary>
    public string SourceRoot { get; init; } = Directory.GetCurrentDirectory();

    private const int UnwrappedWidth = 100_000;

    /// <summary>The repository's snapshots (SERIALIZERCOMPAT_ROOT overrides) and the process's console.</summary>
    public static CliEnvironment ForProcess()
    {
        var console = AnsiConsole.Console;
        if (System.Console.IsOutputRedirected)
        {
            // Spectre wraps at 80 columns when it cannot see a terminal; a diff piped to a file or grep stays one line
            // per line.
            console.Profile.Width = UnwrappedWidth;
        }

        var progress = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Out = new AnsiConsoleOutput(System.Console.Error)
        });
        return new(SnapshotStore.ForRepository, console, System.Console.Out, System.Console.Error)
        {
            Progress = progress,
            ProgressIsLive = !System.Console.IsErrorRedirected,
            OutputIsTerminal = !System.Console.IsOutputRedirected
        };
    }

    /// <summary>A given store, with plain (uncoloured, unwrapped) output to writers.</summary>
    public static CliEnvironment ForWriters(SnapshotStore store, TextWriter output, TextWriter error)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
            Out = new AnsiConsoleOutput(output),
        });
        console.Profile.Width = UnwrappedWidth;
        var progress = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
            Out = new AnsiConsoleOutput(error),
        });
        return new(() => store, console, output, error) { Progress = progress };
    }

    /// <summary>Runs a command body; an I/O failure becomes a one-line message on stderr and exit code 2.</summary>
    public int Guard(Func<int> body)
    {
        try
        {
            return body();
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            Error.WriteLine(e.Message);
            return ExitCodes.Error;
        }
    }

    /// <summary>Runs an asynchronous command body with the same I/O guard as <see cref="Guard"/>.</summary>
    public async Task<int> GuardAsync(Func<Task<int>> body)
    {
        try
        {
            return await body();
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            Error.WriteLine(e.Message);
            return ExitCodes.Error;
        }
    }

    /// <summary>True when the goldens are the read-only copy an installed tool carries, not a checkout's.</summary>
    public bool UsesPackedEvidence()
    {
        try
        {
            return EvidenceManifest.Of(Store()) is not null;
        }
        catch (IOException)
        {
            // No evidence at all: the command itself says so.
            return false;
        }
    }

    /// <summary>Writes a one-line error to stderr and returns exit code 2.</summary>
    public int Fail(string message)
    {
        Error.WriteLine(message);
        return ExitCodes.Error;
    }
}
