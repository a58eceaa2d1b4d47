using SerializerCompat.Determinism;
using SerializerCompat.Isolation;

// A disposable process that runs one library call which may take the process down (a stack overflow on a cycle),
// so that the suite records CRASH instead of dying with it. Protocol: WorkerProtocol.
PinnedEnvironment.Apply();
return await WorkerProtocol.RunAsync(args, Console.Out);
