namespace TeamContracts;

/// <summary>
/// Names both sides match, with strings one level down: a member of a member, a list item, a dictionary value. A lone
/// surrogate in any of them is the lone-surrogate cause, not a difference of the member that holds it.
/// </summary>
public class Parcel
{
    public Address? From { get; set; }

    public List<string>? Labels { get; set; }

    public Dictionary<string, string>? Notes { get; set; }
}
