using BenchmarkDotNet.Running;

// The benchmark suite proper is the benchmarks issue; this entry point already runs whatever benchmarks exist.
BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);
