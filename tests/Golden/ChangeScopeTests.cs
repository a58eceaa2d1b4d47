using SerializerCompat.Adapters;
using SerializerCompat.Checks;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// check leaves out a fix's re-run on a type its change cannot reach (IChangeScope): each such claim must hold on the
/// whole catalogue — on every case and input whose types it does not reach, the profile writes the same text and
/// reads the same value as its library's defaults, or fails with the same exception type.
/// </summary>
public sealed class ChangeScopeTests
{
    public static TheoryData<string> ScopedProfiles =>
        [.. Profiles.All.Where(p => p.Adapter is IChangeScope).Select(p => p.Name)];

    [Fact]
    public void The_profiles_that_only_add_converters_or_touch_marked_types_say_what_they_reach() =>
        Assert.Equal(
            ["SystemTextJson.AnyGuidFormat", "SystemTextJson.DataContract", "SystemTextJson.DerivedTypes",
             "SystemTextJson.EnumsAsNames", "SystemTextJson.IncludeFields", "SystemTextJson.NamedFloatingLiterals",
             "SystemTextJson.ReadsJil", "SystemTextJson.ReadsMsDates", "SystemTextJson.ReadsNetJson",
             "SystemTextJson.ReadsServiceStack"],
            Profiles.All.Where(p => p.Adapter is IChangeScope).Select(p => p.Name).Order(StringComparer.Ordinal));

    [Theory]
    [MemberData(nameof(ScopedProfiles))]
    public void A_profile_writes_and_reads_as_the_defaults_wherever_its_change_does_not_reach(string profileName)
    {
        var profile = Profiles.Get(profileName);
        var scope = (IChangeScope)profile.Adapter;
        var defaults = Serializers.Get(profile.Library).RequireAdapter();
        var (compared, reached, differences) = (0, 0, new List<string>());

        foreach (var testCase in Cases.All.Where(c => c.RunsInProcess))
        {
            var held = TypesHeld.Of(testCase.ValueType, [testCase.BoxedValue]);
            Assert.NotNull(held);
            if (held.Any(scope.Reaches))
            {
                reached++;
                continue;
            }

            compared++;
            var calls = TypedCalls.For(testCase.ValueType);
            var (plain, plainError) = Attempt(() => calls.Write(defaults, testCase.BoxedValueToWrite()));
            var (withProfile, profileError) = Attempt(() => calls.Write(profile.Adapter, testCase.BoxedValueToWrite()));
            differences.AddRange(
                Differ($"{testCase.Name} (write)", plain, plainError, withProfile, profileError, text => text));
            if (plain is not null)
            {
                differences.AddRange(
                    ReadsDiffer($"{testCase.Name} (read back)", calls, defaults, profile.Adapter, plain));
            }
        }

        foreach (var input in Catalogue.DeserializeInputs)
        {
            if (TypesHeld.Of(input.TargetType, [])!.Any(scope.Reaches))
            {
                reached++;
                continue;
            }

            compared++;
            var text = File.ReadAllText(Path.Combine(RepoPaths.Root, input.RepoRelativePath));
            differences.AddRange(
                ReadsDiffer(
                    $"{input.Name} (input)", TypedCalls.For(input.TargetType), defaults, profile.Adapter, text));
        }

        Assert.True(differences.Count == 0, $"{profileName}" +
            $" claims not to reach these, yet differs from the defaults on them:\n" +
            $"{string.Join('\n', differences.Take(10))}");
        Assert.True(
            reached > 0,
            $"{profileName} reaches no case of the catalogue: its claim is never exercised where it matters");
        Assert.True(compared > 100, $"{profileName}: only {compared} cases compared");
    }

    private static IEnumerable<string> ReadsDiffer(
        string what, TypedCalls calls, ISerializerAdapter defaults, ISerializerAdapter profile, string json)
    {
        var (plain, plainError) = Attempt(() => calls.Read(defaults, json));
        var (withProfile, profileError) = Attempt(() => calls.Read(profile, json));
        return Differ(
            what, plain, plainError, withProfile, profileError,
            read => ValueComparer.Compare(plain, read).Grade == Grade.Exact ? null : "another value");
    }

    // The same outcome: both fail with one exception type, or both succeed alike (equal text, or a read the comparer
    // finds exact).
    private static IEnumerable<string> Differ<T>(
        string what, T? plain, Exception? plainError, T? withProfile, Exception? profileError, Func<T, object?> same)
    {
        if (plainError is not null || profileError is not null)
        {
            if (plainError?.GetType() != profileError?.GetType())
            {
                yield return $"{what}: defaults {Describe(plainError)}, profile {Describe(profileError)}";
            }

            yield break;
        }

        if (plain is string a && withProfile is string b ? a != b : same(withProfile!) is not null)
        {
            yield return $"{what}: defaults {plain}, profile {withProfile}";
        }
    }

    private static string Describe(Exception? error) => error is null ? "succeeds" : $"throws {error.GetType().Name}";

    private static (T? Result, Exception? Error) Attempt<T>(Func<T> call)
    {
        try
        {
            return (call(), null);
        }
        catch (Exception e)
        {
            return (default, e is System.Reflection.TargetInvocationException { InnerException: { } inner }
                ? inner
                : e);
        }
    }
}
