using System.CommandLine;
using SerializerCompat.Evidence;
using SerializerCompat.Registry;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary><c>list</c>: every serializer of the suite, the package it runs with here, and the package its goldens were
/// recorded with.</summary>
public static class ListCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var command = new Command("list", "List the serializers and their settings profiles, whether they are built " +
            "here, and the packages their goldens were recorded with.");
        command.SetAction(_ => environment.Guard(() => List(environment)));
        return command;
    }

    private static int List(CliEnvironment environment)
    {
        var store = environment.Store();
        var table = new Table().AddColumns("serializer", "built here", "goldens recorded with");
        foreach (var serializer in Serializers.All)
        {
            table.AddRow(
                Markup.Escape(serializer.Name),
                serializer.IsBuilt
                    ? Markup.Escape(serializer.Adapter!.Package.ToString())
                    : $"[red]{Markup.Escape(serializer.NotBuiltReason!)}[/]",
                Markup.Escape(PackageRecord.Read(store, serializer.Name) ?? "(not recorded)"));
        }

        environment.Console.Write(table);
        var profiles = new Table().AddColumns("profile", "library package", "settings");
        foreach (var profile in Profiles.All)
        {
            profiles.AddRow(
                Markup.Escape(profile.Name), Markup.Escape(profile.Adapter.Package.ToString()),
                Markup.Escape(profile.Settings));
        }

        environment.Console.Write(profiles);
        return ExitCodes.Ok;
    }
}
