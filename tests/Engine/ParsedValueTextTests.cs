using System.Numerics;
using System.Text.Json.Nodes;
using SerializerCompat.Conformance;

namespace SerializerCompat.Engine.Tests;

public sealed class ParsedValueTextTests
{
    [Fact]
    public void Names_the_root_type_and_the_clr_type_of_every_number()
    {
        var value = new Dictionary<string, object?>
        {
            ["a"] = new List<object?> { 1L, 2.5, new BigInteger(7), "x", true, null }
        };

        var text = ParsedValueText.Describe(value);

        Assert.Equal(
            """Dictionary<String, Object> {"a": [Int64 1, Double 2.5, BigInteger 7, "x", true, … 6 items]}""", text);
    }

    [Fact]
    public void Describes_a_system_text_json_node_by_its_raw_number_text()
    {
        var text = ParsedValueText.Describe(JsonNode.Parse("""{"n":1e400,"s":"\u00e9"}"""));

        Assert.Equal("""JsonObject {"n": number 1e400, "s": "é"}""", text);
    }

    [Fact]
    public void Stops_after_three_levels_so_a_100000_deep_value_costs_no_stack()
    {
        var root = new List<object?>();
        var current = root;
        for (var i = 0; i < 100_000; i++)
        {
            var child = new List<object?>();
            current.Add(child);
            current = child;
        }

        Assert.Equal("List<Object> [[[[…]]]]", ParsedValueText.Describe(root));
    }

    [Fact]
    public void A_container_past_the_bound_says_only_whether_it_holds_anything() =>
        Assert.Equal("JsonArray [[[[], […]]]]", ParsedValueText.Describe(JsonNode.Parse("[[[[],[1]]]]")));

    [Fact]
    public void A_container_that_holds_itself_is_named_once_not_repeated_to_the_bound()
    {
        var list = new List<object?> { 1 };
        list.Add(list);

        Assert.Equal("List<Object> [Int32 1, (a reference to its own container)]", ParsedValueText.Describe(list));
    }

    [Fact]
    public void Escapes_what_would_be_invisible_in_a_golden()
    {
        var text = ParsedValueText.Describe("a\u0000\uFFFD\uD800\uFEFF😀");

        Assert.Equal("String \"a\\u0000\\uFFFD\\uD800\\uFEFF😀\"", text);
    }

    [Fact]
    public void A_null_root_says_the_call_returned_null() =>
        Assert.Equal("null (the call returned null)", ParsedValueText.Describe(null));
}
