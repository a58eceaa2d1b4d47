using System.CommandLine;
using SerializerCompat.Snapshots;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>snapshots accept</c>: received files become the verified goldens, and received documents the committed ones
/// (those only without --suite, --case or --serializer, which select goldens); never on CI.
/// </summary>
public static class AcceptCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var command = new Command("accept", "Move matching received files over their verified goldens.");
        var filters = new FilterOptions(command);
        var all = SelectAll.Add(command, "accept");
        command.SetAction(parseResult => environment.Guard(() => Accept(
            environment, filters.Read(parseResult), parseResult.GetValue(all))));
        return command;
    }

    private static int Accept(CliEnvironment environment, SnapshotFilter filter, bool all)
    {
        var store = environment.Store();
        if (store.Settings.IsCi)
        {
            return environment.Fail("Refusing to accept on CI: nothing is ever accepted on CI; review and accept the " +
                "received files locally.");
        }

        if (SelectAll.Problem(filter, all, "accept") is { } problem)
        {
            return environment.Fail(problem);
        }

        var inventory = new SnapshotInventory(store, SnapshotSuites.All);
        var changes = inventory.Changes(filter);
        foreach (var change in changes)
        {
            store.Accept(store.FullPath(change.Received.RelativePath));
            var verified = change.Received with { State = SnapshotFileState.Verified };
            var replaced = change.Kind == ReceivedChangeKind.KindChanged
                ? $" (removed {change.VerifiedRelativePath})"
                : "";
            environment.Console.MarkupLine($"[green]accepted[/] {Markup.Escape(verified.RelativePath + replaced)}");
        }

        var checkout = filter.IsEmpty ? GeneratedDocuments.Beside(store) : null;
        var documents = checkout?.Received() ?? [];
        foreach (var received in documents)
        {
            GeneratedDocuments.Accept(received);
            environment.Console.MarkupLine(
                $"[green]accepted[/] {Markup.Escape(checkout!.Relative(GeneratedDocuments.CommittedPath(received)))}");
        }

        environment.Console.MarkupLine($"{changes.Count + documents.Count} accepted.");
        return ExitCodes.Ok;
    }
}
