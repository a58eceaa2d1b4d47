using SerializerCompat.Checks;
using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// The worker protocol's one codec carries any UTF-16 string as written, a lone surrogate included (a library's output
/// or exception may hold one, and System.Text.Json alone would turn it into U+FFFD), as one line of ASCII.
/// </summary>
public sealed class WorkerCodecTests
{
    private const string LoneSurrogates = "\"\uD800 high, \uDC00 low, \uD83D\uDE00 a pair\"";

    [Fact]
    public void A_request_with_lone_surrogates_comes_back_as_written()
    {
        var request = new ReadBackRequest("Jil", "string-lone-surrogate", LoneSurrogates);

        var json = WorkerCodec.EncodeRequest(request);

        Assert.Equal(request, WorkerCodec.DecodeRequest(json, typeof(ReadBackRequest)));
        Assert.All(json, c => Assert.InRange(c, ' ', '~'));
    }

    [Fact]
    public void An_answer_with_lone_surrogates_in_a_nested_list_comes_back_as_written()
    {
        var answer = new DiscoveryResult("Contracts", null, [LoneSurrogates, "plain"], [], [], []);

        var back = WorkerCodec.DecodeAnswer<DiscoveryResult>(
            typeof(CheckDiscoverRequest), WorkerCodec.EncodeAnswer(typeof(CheckDiscoverRequest), answer));

        Assert.Equal(answer.Types, back.Types);
    }

    [Fact]
    public void A_well_formed_string_stays_a_json_string()
    {
        Assert.Equal(
            """{"Serializer":"Jil","Case":"caf\u00E9 \uD83D\uDE00"}""",
            WorkerCodec.EncodeRequest(new SerializeRequest("Jil", "café \uD83D\uDE00")));
        var snapshot = new Snapshot("txt", "\uDC00");
        Assert.Equal(
            snapshot,
            WorkerCodec.DecodeAnswer<Snapshot>(
                typeof(SerializeRequest), WorkerCodec.EncodeAnswer(typeof(SerializeRequest), snapshot)));
    }

    [Fact]
    public void An_error_text_with_a_lone_surrogate_comes_back_as_written()
    {
        Assert.Equal("Unknown case '\uD800'", WorkerCodec.DecodeText(WorkerCodec.EncodeText("Unknown case '\uD800'")));
    }
}
