using System.CommandLine;
using SerializerCompat.Snapshots;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary><c>snapshots orphans</c>: goldens no case, input or serializer produces any more; exit 1 when
/// any.</summary>
public static class OrphansCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var command = new Command(
            "orphans", "List verified goldens that no case, input or serializer produces any more.");
        command.SetAction(_ => environment.Guard(() => Orphans(environment)));
        return command;
    }

    private static int Orphans(CliEnvironment environment)
    {
        var orphans = new SnapshotInventory(environment.Store(), SnapshotSuites.All).Orphans();
        foreach (var orphan in orphans)
        {
            environment.Console.MarkupLine(
                $"[yellow]{Markup.Escape(orphan.RelativePath)}[/]  {Markup.Escape(orphan.Reason)}");
        }

        environment.Console.MarkupLine(
            orphans.Count == 0 ? "No orphaned goldens." : $"{orphans.Count} orphaned golden(s).");
        return orphans.Count == 0 ? ExitCodes.Ok : ExitCodes.Findings;
    }
}
