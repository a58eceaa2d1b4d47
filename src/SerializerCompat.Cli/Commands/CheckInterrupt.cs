using System.Runtime.InteropServices;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// SIGINT and SIGTERM (Ctrl+C, a CI job cancelled or timed out) during a check: instead of ending the process, they
/// cancel <see cref="Token"/>, so the run stops its workers and writes the report of the types that finished, marked
/// partial. Every later signal is absorbed too: a CI runner signals the whole process group, often twice (SIGINT, then
/// SIGTERM), and writing the report takes seconds; SIGKILL still ends it, and the results file holds every finished
/// type.
/// </summary>
internal sealed class CheckInterrupt : IDisposable
{
    private readonly CancellationTokenSource _source = new();
    private readonly PosixSignalRegistration[] _registrations;

    public CheckInterrupt() =>
        _registrations = [
            PosixSignalRegistration.Create(PosixSignal.SIGINT, Handle),
            PosixSignalRegistration.Create(PosixSignal.SIGTERM, Handle)];

    /// <summary>Cancelled by the first signal.</summary>
    public CancellationToken Token => _source.Token;

    /// <summary>The signal that stopped the run, or null.</summary>
    public string? Signal { get; private set; }

    /// <inheritdoc />
    public void Dispose()
    {
        foreach (var registration in _registrations)
        {
            registration.Dispose();
        }

        _source.Dispose();
    }

    private void Handle(PosixSignalContext context)
    {
        context.Cancel = true;
        if (Signal is not null)
        {
            return;
        }

        Signal = context.Signal.ToString();
        _source.Cancel();
    }
}
