using SerializerCompat.Checks;
using SerializerCompat.Isolation;
using SerializerCompat.Worker;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// The worker answers every request record the suite defines, each with exactly one handler, and nothing else: the
/// table of verbs is the set of records, checked here rather than kept by hand.
/// </summary>
public sealed class WorkerHandlerTableTests
{
    [Fact]
    public void Every_request_record_has_exactly_one_handler_in_the_worker_and_every_handler_a_record()
    {
        var records = new[] { typeof(WorkerSession).Assembly, typeof(CheckRunner).Assembly }
            .SelectMany(a => a.GetTypes())
            .Where(t => t.GetInterfaces().Any(
                i => i.IsGenericType && i.GetGenericTypeDefinition() == typeof(IWorkerRequest<>)))
            .Select(t => t.FullName!)
            .Order(StringComparer.Ordinal)
            .ToList();

        var handled = VerbTable.Handlers.RequestTypes.Select(t => t.FullName!).Order(StringComparer.Ordinal).ToList();

        Assert.Contains(typeof(SerializeRequest).FullName, records);
        Assert.Equal(records, handled);
    }

    [Fact]
    public void A_second_handler_for_a_verb_is_refused()
    {
        var handlers = new WorkerHandlers().On<SelfTestSpinRequest, string>(_ => "one");

        var refused = Assert.Throws<InvalidOperationException>(
            () => handlers.On<SelfTestSpinRequest, string>(_ => "two"));

        Assert.Contains("'self-test-spin'", refused.Message, StringComparison.Ordinal);
    }
}
