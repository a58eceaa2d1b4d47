using System.Globalization;
using System.Text;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Recording;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// Which outputs change when the current culture is a comma-decimal one (de-DE) instead of the pinned one: a
/// library that formats with the current culture writes different JSON on a German server.
/// </summary>
public static class CultureSensitivity
{
    /// <summary>The culture compared with the pinned one.</summary>
    public const string CommaDecimalCulture = "de-DE";

    /// <summary>The report for one serializer.</summary>
    public static async Task<string> DescribeAsync(ISerializerAdapter adapter, IReadOnlyList<ICase> cases)
    {
        var safeCases = cases.Where(c => c.RunsInProcess).ToList();
        var differences = new StringBuilder();
        var count = 0;
        foreach (var testCase in safeCases)
        {
            var pinned = Snapshot.Of(await Recorder.SerializeAsync(adapter, testCase));
            var german = await UnderCultureAsync(CommaDecimalCulture, () => Recorder.SerializeAsync(adapter, testCase));
            if (pinned != Snapshot.Of(german))
            {
                count++;
                differences.Append($"{testCase.Name}:\n  invariant: {pinned.Text}\n  {CommaDecimalCulture}: " +
                    $"{Snapshot.Of(german).Text}\n");
            }
        }

        var header = $"{adapter.Name}: {safeCases.Count} cases written under the invariant culture and under " +
            $"{CommaDecimalCulture}; {count} differ\n";
        return differences.Length == 0 ? header : $"{header}\n{differences}";
    }

    private static async Task<T> UnderCultureAsync<T>(string cultureName, Func<Task<T>> call)
    {
        var (culture, uiCulture) = (CultureInfo.CurrentCulture, CultureInfo.CurrentUICulture);
        CultureInfo.CurrentCulture = CultureInfo.CurrentUICulture = CultureInfo.GetCultureInfo(cultureName);
        try
        {
            return await call();
        }
        finally
        {
            (CultureInfo.CurrentCulture, CultureInfo.CurrentUICulture) = (culture, uiCulture);
        }
    }
}
