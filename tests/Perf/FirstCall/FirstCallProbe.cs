using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.FirstCall;

/// <summary>
/// What a fresh process started with <see cref="Flag"/> does: builds the 100-Merchant list, then times the library's
/// first serialize to a string (loading, JIT and any code generation of the library included) and its second call,
/// and prints both in ticks. Nothing of the library runs before the first timed call.
/// </summary>
public static class FirstCallProbe
{
    /// <summary>The command-line flag that turns the program into the probe: <c>--first-call-probe NAME</c>.</summary>
    public const string Flag = "--first-call-probe";

    /// <summary>Runs the probe for the library named after the flag; returns the exit code.</summary>
    public static int Run(string serializer)
    {
        var adapter = BenchmarkSerializers.Adapter(serializer);
        var value = MerchantData.List(MerchantData.SmallCount);
        var first = Stopwatch.StartNew();
        adapter.SerializeToString(value);
        first.Stop();
        var second = Stopwatch.StartNew();
        adapter.SerializeToString(value);
        second.Stop();
        Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{first.Elapsed.Ticks} {second.Elapsed.Ticks}"));
        return 0;
    }
}
