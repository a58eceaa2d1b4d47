using System.Runtime.InteropServices;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// SIGINT and SIGTERM (Ctrl+C, a CI job cancelled or timed out) during a check: instead of ending the process, they
/// cancel <see cref="Token"/>, so the run stops its workers and writes the report of the types that finished, marked
/// partial. A second signal is left to the default and ends the process (its results file still holds every finished type).
/// </summary>
internal sealed class CheckInterrupt : IDisposable
{
    private readonly CancellationTokenSource _source = new();
    private readonly PosixSignalRegistration[] _registrations;

    public CheckInterrupt() => _registrations = [PosixSignalRegistration.Create(PosixSignal.SIGINT, Handle), PosixSignalRegistration.Create(PosixSignal.SIGTERM, Handle)];

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
        if (Signal is not null)
        {
            return;
        }

        Signal = context.Signal.ToString();
        context.Cancel = true;
        _source.Cancel();
    }
}
