namespace SerializerCompat.Isolation;

/// <summary>
/// The line protocol between <see cref="WorkerSession"/> and a worker started with <c>serve</c>. The worker prints
/// <c>ready</c> once; then each request is one line, <c>{thread}\t{verb}\t{request}</c>, and each answer one line,
/// <c>ok\t{answer}</c> or <c>error\t{message}</c>, the request, answer and message as <see cref="WorkerCodec"/> writes
/// them: one line of ASCII, so no console encoding alters a byte, and a lone surrogate arrives as written.
/// </summary>
public static class WorkerProtocol
{
    /// <summary>The command-line argument that starts a worker's request loop.</summary>
    public const string ServeArgument = "serve";

    /// <summary>
    /// The environment variable that gives a worker the process id of the program that started it: the worker ends
    /// when that program does, even in the middle of a request that never returns.
    /// </summary>
    public const string SupervisorVariable = "SERIALIZERCOMPAT_SUPERVISOR_PID";

    /// <summary>The exit code of a worker that ended because the program that started it had ended.</summary>
    public const int SupervisorEndedExitCode = 70;

    /// <summary>The first line a worker prints when it is ready for requests.</summary>
    public const string Ready = "ready";

    private const string Ok = "ok";
    private const string Error = "error";

    /// <summary>The worker's loop: answers requests from <paramref name="input"/> with
    /// <paramref name="handlers"/> until it ends.</summary>
    /// <remarks>
    /// A request runs on a thread started for it (<see cref="WorkerThread.New"/>), or on the one thread the worker
    /// keeps for <see cref="WorkerThread.Shared"/> requests, both with a fixed stack (<see cref="RequestStackSize"/>).
    /// Libraries keep thread-static state between calls (ServiceStack.Text's depth counter is left one level higher by
    /// every read it truncates), so a loop that resumed on whichever thread-pool thread was free gave the same read
    /// different outcomes from run to run. A new thread sees no such state; the shared thread sees all of it, in
    /// request order, which is how a caller finds a library's order dependence on purpose.
    /// </remarks>
    public static void Serve(TextReader input, TextWriter output, WorkerHandlers handlers)
    {
        output.WriteLine(Ready);
        output.Flush();
        using var shared = new SharedThread(RequestStackSize);
        while (input.ReadLine() is { } line)
        {
            var fields = line.Split('\t', 3);
            string answer;
            try
            {
                Func<string> request = () => handlers.RunAsync(fields[1], fields[2]).GetAwaiter().GetResult();
                var text = Enum.Parse<WorkerThread>(fields[0]) == WorkerThread.Shared
                    ? shared.Run(request)
                    : RunOnNewThread(request);
                answer = $"{Ok}\t{text}";
            }
            catch (Exception e)
            {
                // A handler that throws is a defect of the suite (a library's exception is part of its answer).
                answer = $"{Error}\t{WorkerCodec.EncodeText(e.ToString())}";
            }

            output.WriteLine(answer);
            output.Flush();
        }
    }

    /// <summary>
    /// The stack of a request's thread: 1.5 MiB, what .NET gives a thread-pool thread on Linux and so what worker calls
    /// always had, fixed here so a deep recursion overflows at the same depth on every machine.
    /// </summary>
    public const int RequestStackSize = 1536 * 1024;

    private static string RunOnNewThread(Func<string> request)
    {
        string? answer = null;
        Exception? failure = null;
        var thread = new Thread(
            () =>
            {
                try
                {
                    answer = request();
                }
                catch (Exception e)
                {
                    failure = e;
                }
            },
            RequestStackSize);
        thread.Start();
        thread.Join();
        return failure is null ? answer! : throw new WorkerRequestException(failure.ToString());
    }

    /// <summary>The request line of <paramref name="request"/>.</summary>
    public static string Request(WorkerThread thread, object request) =>
        $"{thread}\t{WorkerCodec.VerbOf(request.GetType())}\t{WorkerCodec.EncodeRequest(request)}";

    /// <summary>The answer's JSON in an answer line; throws <see cref="WorkerRequestException"/> for an
    /// <c>error</c> answer.</summary>
    public static string ParseAnswer(string line)
    {
        var tab = line.IndexOf('\t', StringComparison.Ordinal);
        var (status, json) = tab < 0 ? (line, "") : (line[..tab], line[(tab + 1)..]);
        return status switch
        {
            Ok => json,
            Error => throw new WorkerRequestException(WorkerCodec.DecodeText(json)),
            _ => throw new WorkerRequestException($"unexpected line from the worker: {line}"),
        };
    }
}
