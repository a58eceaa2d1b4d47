using System.CommandLine;

namespace SerializerCompat.Cli.Commands;

/// <summary><c>licenses</c>: the third-party packages the tool carries, with their licences and sources.</summary>
public static class LicensesCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var command = new Command(
            "licenses",
            "Print the third-party notices: each package the tool carries, its version, licence, source and files.");
        command.SetAction(_ => environment.Guard(() => ThirdPartyNotices.Read() is { } notices
            ? Print(environment, notices)
            : environment.Fail(ThirdPartyNotices.Missing)));
        return command;
    }

    private static int Print(CliEnvironment environment, string notices)
    {
        environment.Output.Write(notices);
        return ExitCodes.Ok;
    }
}
