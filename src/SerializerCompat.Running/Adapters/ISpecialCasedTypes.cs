namespace SerializerCompat.Adapters;

/// <summary>
/// An adapter that reads, from its library's loaded assembly, the types the library special-cases (its built-in
/// converters or formatters, its primitive type codes): the catalogue must give each a case, and a lane's version
/// that adds one shows it, since the lane's worker reads its own assembly.
/// </summary>
public interface ISpecialCasedTypes
{
    /// <summary>The library's tables as loaded in this process, or why a table cannot be read by reflection.</summary>
    SpecialCasedTypes ReadSpecialCased();
}
