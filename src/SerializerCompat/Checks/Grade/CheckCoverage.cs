using System.Globalization;

namespace SerializerCompat.Checks;

/// <summary>
/// What a check covered, a result of its own and never a finding: types checked of all the types discovered (those
/// not checked included, and those an interrupted run did not reach), members checked of the checked types' members.
/// Types left out by design (an attribute, an abstract type checked through its subtypes) are counted and listed but
/// do not count against <c>--min-coverage</c>: nothing about them could be checked that is not checked elsewhere.
/// </summary>
public sealed record CheckCoverage(
    int TypesChecked, int Types, int ByDesign, int NotReached, int MembersChecked, int Members)
{
    /// <summary>What the worker says when it could not make a single value of a type: the type is not checked, not
    /// graded.</summary>
    public const string NoValue = "no value could be made";

    /// <summary>The coverage of <paramref name="report"/>.</summary>
    public static CheckCoverage Of(CheckReport report)
    {
        var members = report.Results.Sum(r => r.Members);
        return new(
            report.Types.Count, report.Types.Count + report.NotChecked.Count + report.NotReached,
            report.NotChecked.Count(n => n.ByDesign), report.NotReached,
            members - report.Results.Sum(r => r.MembersNotChecked.Count), members);
    }

    /// <summary>
    /// Why a type the worker answered for was not checked (no value could be made, a lane could not carry it), or null
    /// when it was: a failure without a grade is ours, not the libraries'.
    /// </summary>
    public static string? NotRunReason(TypeCheckResult result) =>
        result is { Error: { } error, ErrorGrade: null } ? error : null;

    /// <summary>The percentage <c>--min-coverage</c> weighs: types checked of those that could have been (0 when none
    /// could).</summary>
    public double Percent => Checkable > 0 ? 100.0 * TypesChecked / Checkable : 0;

    // The types --min-coverage counts: all but those left out by design.
    private int Checkable => Types - ByDesign;

    /// <summary>
    /// <see cref="Percent"/> cut, not rounded, to <paramref name="decimals"/> places, so that a run short of everything
    /// never shows 100: Stripe.net's 6,605 of 6,607 types (99.97 %) printed "coverage 100 % …, below --min-coverage
    /// 100 %". In whole numbers: cut in doubles, 23 of 125 types (18.4 %) would show 18.39.
    /// </summary>
    public double PercentCut(int decimals)
    {
        var scale = (long)Math.Pow(10, decimals);
        return Checkable > 0 ? (double)(TypesChecked * 100L * scale / Checkable) / scale : 0;
    }

    /// <summary>Whether the run checked nothing at all: never a pass, whatever <c>--min-coverage</c> says.</summary>
    public bool NothingChecked => TypesChecked == 0;

    /// <summary>The first line of every rendering: "checked N of M types, K of L members".</summary>
    public string Line =>
        string.Create(
            CultureInfo.InvariantCulture,
            $"checked {TypesChecked} of {Types} types, {MembersChecked} of {Members} members");

    /// <summary>What the types not checked are, in one clause (empty when every type was checked).</summary>
    public string Remainder
    {
        get
        {
            var couldNot = Types - TypesChecked - ByDesign - NotReached;
            List<string> parts =
            [
                .. couldNot > 0
                    ? [string.Create(CultureInfo.InvariantCulture, $"{couldNot} could not be checked")]
                    : Array.Empty<string>(),
                .. ByDesign > 0
                    ? [string.Create(CultureInfo.InvariantCulture, $"{ByDesign} left out by design")]
                    : Array.Empty<string>(),
                .. NotReached > 0
                    ? [string.Create(CultureInfo.InvariantCulture, $"{NotReached} not reached")]
                    : Array.Empty<string>(),
            ];
            return string.Join(", ", parts);
        }
    }

    /// <summary>Whether the run falls short of <paramref name="minimum"/> percent (or checked nothing).</summary>
    public bool FallsShort(double minimum) => NothingChecked || Percent < minimum;
}
