using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// Objects of the fixtures with random contents: the Merchant DTO (alone and in lists), public fields, private
/// setters, get-only constructor members, records, data-contract names, derived types behind a base declaration,
/// value tuples and node chains. Names are plain words: strings are the strings topic's subject.
/// </summary>
public static class ObjectGenerators
{
    /// <summary>A shipping option: any delivery type (undefined ones too), any price.</summary>
    public static Gen<ShippingOption> ShippingOption { get; } =
        from type in Gen.Frequency(
            (3, Gen.Elements(Enum.GetValues<DeliveryType>())), (1, Bits.Int32.Select(i => (DeliveryType)i)))
        from price in NumberGenerators.Decimal
        select new ShippingOption { DeliveryType = type, Price = price };

    /// <summary>A Merchant with random contents.</summary>
    public static Gen<Merchant> Merchant { get; } =
        from id in NumberGenerators.Int32
        from requestId in GuidGenerators.Guid
        from created in DateGenerators.DateTime
        from currency in Bits.OrNullValue(NumberGenerators.Int32)
        from stock in Bits.OrNullValue(LeafGenerators.WholeRange<bool>())
        from options in Bits.ListOf(ShippingOption, 3)
        select new Merchant
        {
            MerchantId = id,
            RequestId = requestId,
            Created = created,
            PreferredCurrencyId = currency,
            HasOwnStock = stock,
            ShippingOptions = options
        };

    private static Gen<Animal> Animal { get; } = Gen.OneOf(
        StringGenerators.Word.Select(n => new Animal { Name = n }),
        from name in StringGenerators.Word from good in LeafGenerators.WholeRange<bool>()
        select (Animal)new Dog { Name = name, GoodBoy = good });

    private static Gen<Node> Chain { get; } =
        from depth in Gen.Frequency((4, Gen.Choose(1, 5)), (1, Gen.Choose(6, 100)))
        from name in StringGenerators.Word
        select Enumerable.Range(1, depth).Reverse()
            .Aggregate((Node?)null, (next, i) => new Node { Name = $"{name}{i}", Next = next })!;

    /// <summary>The objects topic.</summary>
    public static Gen<Generated> All { get; } = Gen.Frequency(
        (4, Generated.Of(Merchant)),
        (1, Generated.Of(Bits.ListOf(Merchant, 3))),
        (1, Generated.Of(ShippingOption.Select(o => new Holder<ShippingOption> { Value = o }))),
        (1, Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word from created in DateGenerators.DateTime
            select new PublicFields { Id = id, Name = name, Created = created })),
        (1, Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word select new PrivateSetters(id, name))),
        (1, Generated.Of(
            from x in NumberGenerators.Int32 from y in NumberGenerators.Int32 select new GetOnlyPoint(x, y))),
        (1, Generated.Of(
            from name in StringGenerators.Word from age in NumberGenerators.Int32 select new PersonRecord(name, age))),
        (1, Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word from other in StringGenerators.Word
            select new ContractMembers { Id = id, DisplayName = name, NotAMember = other })),
        (1, Generated.Of(
            from id in NumberGenerators.Int32 from secret in StringGenerators.Word
            select new IgnoredMember { Id = id, Secret = secret })),
        (1, Generated.Of(Animal)),
        (1, Generated.Of(Animal.Select(a => new Holder<Animal> { Value = a }))),
        (1, Generated.Of(Bits.ListOf(Animal, 3))),
        (1, Generated.Of(from i in NumberGenerators.Int32 from s in StringGenerators.Word select (i, s))),
        (1, Generated.Of(
            from upper in StringGenerators.Word from lower in StringGenerators.Word
            select new CaseOnlyNames { Name = upper, name = lower })),
        (1, Generated.Of(Chain)),
        (1, Generated.Of(Gen.Constant(new EmptyObject()))));
}
