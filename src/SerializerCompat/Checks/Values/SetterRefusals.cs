namespace SerializerCompat.Checks;

/// <summary>
/// Per member of the generated types, how many values its setter was given and how many it refused (a value it
/// refuses leaves the member as constructed). A member whose setter refused every value was not checked; one that took
/// some was checked with those: on Stripe.net a setter that throws on a list holding null (Invoice.Discounts) had the
/// member listed as not checked after one such value in a hundred.
/// </summary>
internal sealed class SetterRefusals
{
    private readonly Dictionary<(Type Owner, string Member), (int Given, int Refused, string? First)> _counts = [];

    public void Given(Type owner, string member)
    {
        var (given, refused, first) = _counts.GetValueOrDefault((owner, member));
        _counts[(owner, member)] = (given + 1, refused, first);
    }

    public void Refused(Type owner, string member, string reason)
    {
        var (given, refused, first) = _counts.GetValueOrDefault((owner, member));
        _counts[(owner, member)] = (given, refused + 1, first ?? reason);
    }

    /// <summary>The members of <paramref name="owner"/> whose setter refused every value given, with its first
    /// refusal.</summary>
    public IEnumerable<(string Member, string Reason)> EveryValueRefused(Type owner) =>
        _counts.Where(c => c.Key.Owner == owner && c.Value.Refused > 0 && c.Value.Refused == c.Value.Given)
            .Select(c => (c.Key.Member, $"its setter refused every value given: {c.Value.First}"));
}
