using System.Dynamic;
using System.Text.Json.Nodes;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Values;

namespace SerializerCompat.Engine.Tests;

/// <summary>The one walk over a value: its classifier, its paths, and its one cycle and depth guard.</summary>
public sealed class ValueWalkTests
{
    public static TheoryData<object> Samples => [.. LeafTypes.Samples];

    [Theory]
    [MemberData(nameof(Samples))]
    public void Every_leaf_sample_is_one_value(object sample) =>
        Assert.True(ValueKinds.IsOneValue(ValueKinds.Of(sample.GetType())), sample.GetType().Name);

    [Theory]
    [InlineData(typeof(int?), ValueKind.Nullable)]
    [InlineData(typeof(DayOfWeek), ValueKind.Enum)]
    [InlineData(typeof(string), ValueKind.Leaf)]
    [InlineData(typeof(System.Xml.XmlElement), ValueKind.ContentLeaf)]
    [InlineData(typeof(JsonObject), ValueKind.JsonDocument)]
    [InlineData(typeof(System.Reflection.Assembly), ValueKind.RuntimeObject)]
    [InlineData(typeof(Dictionary<int, string>), ValueKind.Dictionary)]
    [InlineData(typeof(ExpandoObject), ValueKind.Dictionary)]
    [InlineData(typeof(HashSet<string>), ValueKind.Sequence)]
    [InlineData(typeof(Merchant), ValueKind.Object)]
    public void Kinds_are_told_apart_by_type(Type type, ValueKind kind) => Assert.Equal(kind, ValueKinds.Of(type));

    [Fact]
    public void A_dynamic_object_is_a_library_document_unless_it_is_a_dictionary_of_its_members() =>
        Assert.Equal(ValueKind.LibraryDocument, ValueKinds.Of(typeof(Dynamic)));

    [Fact]
    public void An_expando_object_is_walked_as_its_entries_by_name()
    {
        IDictionary<string, object?> expando = new ExpandoObject();
        expando["b"] = 1;
        expando["a"] = new List<int> { 2 };

        Assert.Equal(["$", "$[\"b\" (length 1)]", "$[\"a\" (length 1)]", "$[\"a\" (length 1)][0]"],
            Paths.Of(expando));
    }

    [Fact]
    public void Paths_name_members_items_and_entries()
    {
        var value = new Holder<Dictionary<string, int[]>> { Value = new() { ["k"] = [7] } };

        Assert.Equal(
            ["$", "$.Value", "$.Value[\"k\" (length 1)]", "$.Value[\"k\" (length 1)][0]"], Paths.Of(value));
    }

    [Fact]
    public void A_reference_on_its_own_path_is_a_cycle_but_a_shared_one_is_walked_twice()
    {
        var shared = new Node { Name = "s" };
        var cyclic = new Node { Name = "a" };
        cyclic.Next = cyclic;

        Assert.Equal(["$", "$.Name", "$.Next (cycle)"], Paths.Of(cyclic));
        Assert.Equal(
            ["$", "$[0]", "$[0].Name", "$[0].Next", "$[1]", "$[1].Name", "$[1].Next"],
            Paths.Of(new List<Node> { shared, shared }));
    }

    [Fact]
    public void A_container_past_the_depth_bound_is_too_deep()
    {
        var chain = new Node { Name = "1", Next = new Node { Name = "2", Next = new Node { Name = "3" } } };

        Assert.Equal(["$", "$.Name", "$.Next", "$.Next.Name", "$.Next.Next (too deep)"], Paths.Of(chain, maxDepth: 1));
    }

    [Fact]
    public void A_pair_is_a_cycle_only_when_both_sides_are_on_the_path()
    {
        var node = new Node { Name = "a" };
        node.Next = node;
        var other = new Node { Name = "a", Next = new Node { Name = "b" } };

        Assert.Equal(
            ["$", "$.Name", "$.Next", "$.Next.Name", "$.Next.Next", "$.Next.Next.Name", "$.Next.Next.Next (cycle)"],
            Paths.Of(node, counterpart: other));
    }

    [Fact]
    public void A_document_is_one_value_unless_the_walk_shows_its_structure()
    {
        var document = JsonNode.Parse("""{"a":[1,{"b":2}]}""");

        Assert.Equal(["$"], Paths.Of(document));
        Assert.Equal(
            ["$ (document)", "$.a (document)", "$.a[0]", "$.a[1] (document)", "$.a[1].b"],
            Paths.Of(document, documents: true));
    }

    [Fact]
    public void A_document_keeps_a_repeated_name_and_is_too_deep_past_the_bound()
    {
        var element = System.Text.Json.JsonDocument.Parse("""{"a":1,"a":[[2]]}""").RootElement;

        Assert.Equal(
            ["$ (document)", "$.a", "$.a (document)", "$.a[0] (too deep)"],
            Paths.Of(element, maxDepth: 1, documents: true));
    }

    [Fact]
    public void A_wrapper_is_walked_as_the_value_it_wraps_in_its_place() =>
        Assert.Equal(["$", "$[0]"], Paths.Of(new Wrapper(new List<int> { 1 }), documents: true));

    private sealed class Dynamic : DynamicObject;

    // A library's leaf that wraps a CLR value, as Newtonsoft's JValue does.
    private sealed class Wrapper(object? value) : DynamicObject
    {
        public object? Value => value;
    }

    // A walk that lists the paths it is handed; a pair's counterpart follows the value's members by name.
    private sealed class Paths(int maxDepth, bool documents) : ValueWalk<List<string>>(maxDepth, documents)
    {
        private readonly List<string> _paths = [];

        public static List<string> Of(
            object? value, int maxDepth = int.MaxValue, object? counterpart = null, bool documents = false) =>
            new Paths(maxDepth, documents).Walk(ValueNode.Root(value, typeof(object), counterpart));

        protected override List<string> Null(ValueNode node) => Add(node.Path);

        protected override List<string> OneValue(ValueNode node, ValueKind kind) => Add(node.Path);

        protected override List<string> Cycle(ValueNode node) => Add($"{node.Path} (cycle)");

        protected override List<string> TooDeep(ValueNode node) => Add($"{node.Path} (too deep)");

        protected override List<string> Dictionary(ValueNode node, System.Collections.IDictionary entries)
        {
            Add(node.Path);
            foreach (System.Collections.DictionaryEntry entry in entries)
            {
                Walk(node.Child($"[{ValueDescriber.DescribeScalar(entry.Key)}]", entry.Value, typeof(object)));
            }

            return _paths;
        }

        protected override List<string> Sequence(ValueNode node)
        {
            Add(node.Path);
            var items = Items.Of((System.Collections.IEnumerable)node.Value!).Items!;
            for (var i = 0; i < items.Count; i++)
            {
                Walk(node.Child($"[{i}]", items[i], typeof(object)));
            }

            return _paths;
        }

        protected override List<string> Document(ValueNode node, DocumentStructure document)
        {
            Add($"{node.Path} (document)");
            var children = document switch
            {
                DocumentMembers members => members.Members.Select(m => ($".{m.Name}", m.Value)),
                DocumentItems items => items.Items.Select((item, i) => ($"[{i}]", item)),
                _ => throw new InvalidOperationException($"{document} is no container"),
            };
            foreach (var (segment, child) in children)
            {
                Walk(node.Child(segment, child, typeof(object)));
            }

            return _paths;
        }

        protected override List<string> Object(ValueNode node)
        {
            Add(node.Path);
            foreach (var member in ValueMembers.Of(node.Value!.GetType()))
            {
                var counterpart = node.Counterpart is { } other ? member.Get(other) : null;
                Walk(node.Child($".{member.Name}", member.Get(node.Value), member.Type, counterpart));
            }

            return _paths;
        }

        private List<string> Add(string path)
        {
            _paths.Add(path);
            return _paths;
        }
    }
}
