namespace SerializerCompat.Checks;

/// <summary>
/// How a lane's worker answers one call of <c>check</c>: <c>ok</c> and the output (JSON written, or the value read in
/// ValueTransport form), <c>threw</c> and the library's exception as ExceptionText wrote it, or <c>uncarried</c> and
/// why the value cannot cross between the processes.
/// </summary>
public static class LaneCallAnswer
{
    /// <summary>The call returned <paramref name="text"/>.</summary>
    public static string Ok(string text) => $"ok\n{text}";

    /// <summary>The library threw; <paramref name="description"/> is ExceptionText's.</summary>
    public static string Threw(string description) => $"threw\n{description}";

    /// <summary>The value cannot be carried; <paramref name="reason"/> says why.</summary>
    public static string Uncarried(string reason) => $"uncarried\n{reason}";

    /// <summary>The output of an <see cref="Ok"/> answer; throws what the others stand for.</summary>
    public static string Unwrap(string answer, string side)
    {
        var newline = answer.IndexOf('\n', StringComparison.Ordinal);
        var (status, text) = newline < 0 ? (answer, "") : (answer[..newline], answer[(newline + 1)..]);
        return status switch
        {
            "ok" => text,
            "threw" => throw new Values.ExceptionFromAnotherProcess(text),
            "uncarried" => throw new LaneSideFailure($"{side}: {text}", null),
            _ => throw new LaneSideFailure($"{side}: its worker gave an answer check does not know: '{status}'", null),
        };
    }
}
