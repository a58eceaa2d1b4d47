namespace SerializerCompat.Values;

/// <summary>How a library's exception is written into a golden: type and message of each link, no stack
/// trace.</summary>
public static class ExceptionText
{
    /// <summary>
    /// <c>{Type}: {Message}</c>, then one <c>  ← {Type}: {Message}</c> line per inner exception, so a wrapper
    /// (TypeInitializationException, TargetInvocationException, a library's own) shows its root cause.
    /// </summary>
    public static string Describe(Exception exception)
    {
        if (exception is ExceptionFromAnotherProcess carried)
        {
            return carried.Description;
        }

        var lines = new List<string>();
        for (var e = exception; e is not null; e = e.InnerException)
        {
            lines.Add($"{(lines.Count == 0 ? "" : "  ← ")}{e.GetType().FullName}: {OneLine(e.Message)}");
        }

        return string.Join('\n', lines);
    }

    /// <summary>The innermost exception: the cause a wrapper hides.</summary>
    public static Exception RootCause(Exception exception)
    {
        var e = exception;
        while (e.InnerException is not null)
        {
            e = e.InnerException;
        }

        return e;
    }

    private static string OneLine(string message) => message.ReplaceLineEndings(" ").Trim();
}
