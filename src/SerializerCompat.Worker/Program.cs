using SerializerCompat.Determinism;
using SerializerCompat.Isolation;
using SerializerCompat.Worker;

// A disposable process that runs library calls which may take the process down (a stack overflow on a cycle) or
// never return, so that the suite records CRASH or HANG instead of dying or stalling with it. Protocol:
// WorkerProtocol; supervisor: WorkerSession.
PinnedEnvironment.Apply();
var protocol = new StreamWriter(Console.OpenStandardOutput()) { AutoFlush = false };
// Whatever a library prints must not corrupt the protocol: library output goes to stderr.
Console.SetOut(Console.Error);
if (args is not [WorkerProtocol.ServeArgument])
{
    Console.Error.WriteLine($"usage: SerializerCompat.Worker {WorkerProtocol.ServeArgument}");
    return 2;
}

SupervisorWatch.Start();
WorkerProtocol.Serve(new StreamReader(Console.OpenStandardInput()), protocol, VerbTable.Handlers);
return 0;
