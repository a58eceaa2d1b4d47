using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// The contract topic's types with random contents: required and init-only members, a record with an extra
/// property, constructors chosen by attribute, renamed, ignored and number-handled members, and a derived shape
/// behind its polymorphic base. Names are plain words: strings are the strings topic's subject.
/// </summary>
public static class ContractGenerators
{
    private static Gen<Shape> Shape { get; } = Gen.OneOf(
        StringGenerators.Word.Select(n => new Shape { Name = n }),
        from name in StringGenerators.Word from radius in NumberGenerators.Int32
        select (Shape)new Circle { Name = name, Radius = radius });

    /// <summary>The contracts topic.</summary>
    public static Gen<Generated> All { get; } = Gen.OneOf(
        Generated.Of(
            from name in StringGenerators.Word from id in NumberGenerators.Int32 from code in StringGenerators.Word
            select new RequiredMembers { Name = name, Id = id, Code = code }),
        Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word
            select new InitOnlyMembers { Id = id, Name = name }),
        Generated.Of(
            from code in StringGenerators.Word from seats in NumberGenerators.Int32 from note in StringGenerators.Word
            select new TicketRecord(code, seats) { Note = note }),
        Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word
            select new StjConstructorChoice(id, name)),
        Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word
            select new NewtonsoftConstructorChoice(id, name)),
        Generated.Of(
            from a in NumberGenerators.Int32 from b in NumberGenerators.Int32 from both in StringGenerators.Word
            from first in NumberGenerators.Int32
            select new RenamedMembers { StjNamed = a, NewtonsoftNamed = b, Both = both, WrittenFirst = first }),
        Generated.Of(
            from id in NumberGenerators.Int32 from name in StringGenerators.Word
            select new IgnoreConditions { Id = id, StjAlways = name, NewtonsoftAlways = name }),
        Generated.Of(StringGenerators.Word.Select(n => new IncludedPrivateSetter(n))),
        Generated.Of(
            from q in NumberGenerators.Int32 from p in NumberGenerators.Int32
            select new NumberHandling { Quantity = q, Plain = p }),
        Generated.Of(Shape),
        Generated.Of(Shape.Select(s => new Holder<Shape> { Value = s })),
        Generated.Of(Bits.ListOf(Shape, 3)));
}
