using System.CommandLine;
using SerializerCompat.Snapshots;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>snapshots reject</c>: deletes received files — goldens', and documents' without a filter — keeping the
/// verified goldens and committed documents.
/// </summary>
public static class RejectCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var command = new Command("reject", "Delete matching received files; the verified goldens stay.");
        var filters = new FilterOptions(command);
        var all = SelectAll.Add(command, "reject");
        command.SetAction(parseResult => environment.Guard(() => Reject(
            environment, filters.Read(parseResult), parseResult.GetValue(all))));
        return command;
    }

    private static int Reject(CliEnvironment environment, SnapshotFilter filter, bool all)
    {
        if (SelectAll.Problem(filter, all, "reject") is { } problem)
        {
            return environment.Fail(problem);
        }

        var store = environment.Store();
        var checkout = filter.IsEmpty ? GeneratedDocuments.Beside(store) : null;
        var received = new SnapshotInventory(store, SnapshotSuites.All).Received(filter)
            .Select(p => (Path: p, Shown: store.Relative(p)))
            .Concat(checkout?.Received().Select(p => (Path: p, Shown: checkout.Relative(p))) ?? [])
            .ToList();
        foreach (var (path, shown) in received)
        {
            File.Delete(path);
            environment.Console.MarkupLine($"[red]rejected[/] {Markup.Escape(shown)}");
        }

        environment.Console.MarkupLine($"{received.Count} rejected.");
        return ExitCodes.Ok;
    }
}
