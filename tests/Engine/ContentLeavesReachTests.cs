using System.Data;
using System.Xml;
using SerializerCompat.Values;

namespace SerializerCompat.Engine.Tests;

public sealed class ContentLeavesReachTests
{
    public sealed class HoldsTable
    {
        public DataTable? Value { get; set; }
    }

    public sealed class HoldsText
    {
        public string? Value { get; set; }
    }

    [Theory]
    [InlineData(typeof(DataTable), true)]
    [InlineData(typeof(XmlDocument), true)]
    [InlineData(typeof(HoldsTable), true)]
    [InlineData(typeof(List<HoldsTable>), true)]
    [InlineData(typeof(Dictionary<string, XmlNode>), true)]
    [InlineData(typeof(HoldsTable[]), true)]
    [InlineData(typeof(HoldsText), false)]
    [InlineData(typeof(List<int>), false)]
    [InlineData(typeof(string), false)]
    public void A_type_reaches_a_content_leaf_through_its_elements_arguments_and_properties(Type type, bool reaches) =>
        Assert.Equal(reaches, ContentLeaves.Reach(type));
}
