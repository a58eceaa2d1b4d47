namespace SerializerCompat.Checks;

/// <summary>How many more trials a type may spend beyond its values (shrinking examples, isolating whole failures):
/// taken one at a time.</summary>
public sealed class TrialBudget(int trials)
{
    private int _left = trials;

    /// <summary>Takes one trial; false when none is left.</summary>
    public bool Take() => _left-- > 0;
}
