using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Values;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// Every scalar case at the root is also recorded as a member: libraries differ most between root and member, and a
/// finding made at the root only (Utf8Json's TimeSpan fraction) says nothing of the member most data holds.
/// </summary>
public sealed class MemberTwinTests
{
    // byte[] is a leaf but a collections case whose twins the catalogue names itself (bytes-in-property): CaseList's
    // automatic twin covers the scalars it knows, and bytes-empty has none yet (issue #32's report).
    public static TheoryData<string> RootScalars =>
        [.. Cases.All.Where(c => c.RunsInProcess && LeafTypes.IsLeaf(c.ValueType) && c.ValueType != typeof(byte[]))
            .Select(c => c.Name)];

    [Theory]
    [MemberData(nameof(RootScalars))]
    public void Root_scalar_case_has_a_member_twin_holding_the_same_value(string caseName)
    {
        var root = Cases.All.Single(c => c.Name == caseName);
        var holderType = typeof(Holder<>).MakeGenericType(root.ValueType);
        var expected = ValueDescriber.Describe(root.BoxedValue, root.ValueType);

        var twins = Cases.All.Where(c => c.ValueType == holderType
            && ValueDescriber.Describe(
                holderType.GetProperty(nameof(Holder<int>.Value))!.GetValue(c.BoxedValue), root.ValueType) == expected);

        Assert.True(twins.Any(), $"{caseName} has no case holding its value as a member (CaseList adds {caseName}" +
            $"{CaseList.PropertyTwinSuffix} for a scalar)");
    }
}
