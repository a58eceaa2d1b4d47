using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;

namespace SerializerCompat.Engine.Tests;

/// <summary>The lane guard: a lane is refused, with both versions, when its worker loaded another version or
/// runtime.</summary>
public sealed class LaneTests
{
    private static readonly Lane ServiceStack852 = new(
        "ServiceStack@8.5.2", "ServiceStack", "ServiceStack.Text", "8.5.2", null);
    private static readonly Lane StjNet8 = new("SystemTextJson@net8.0", "SystemTextJson", null, null, "net8.0");

    [Fact]
    public void A_case_of_a_newer_runtime_is_not_applicable_to_a_lane_on_an_older_one_only()
    {
        var net9 = new RuntimeFloor(9, "[JsonStringEnumMemberName] is .NET 9's");

        Assert.Equal(
            "not applicable: SystemTextJson@net8.0 runs on .NET 8.0, and [JsonStringEnumMemberName] is .NET 9's",
            StjNet8.NotApplicable(net9));
        Assert.Null(StjNet8.NotApplicable(null));
        Assert.Null(StjNet8.NotApplicable(new RuntimeFloor(8, "an API of .NET 8")));
        // A package lane runs on the suite's runtime.
        Assert.Null(ServiceStack852.NotApplicable(net9));
    }

    [Fact]
    public void A_lane_that_loaded_another_version_is_refused_with_both()
    {
        var refusal = ServiceStack852.Refusal(
            new PackageIdentity("ServiceStack.Text", "10.1.0") { LoadedVersion = "10.1.0" }, PackageIdentity.Runtime);

        Assert.NotNull(refusal);
        Assert.Contains("not restorable here", refusal, StringComparison.Ordinal);
        Assert.Contains("ServiceStack.Text 8.5.2", refusal, StringComparison.Ordinal);
        Assert.Contains("ServiceStack.Text 10.1.0", refusal, StringComparison.Ordinal);
    }

    [Fact]
    public void A_lane_whose_assembly_states_another_version_is_refused()
    {
        Assert.NotNull(
            ServiceStack852.Refusal(
                new PackageIdentity("ServiceStack.Text", "8.5.2") { LoadedVersion = "10.1.0" },
                PackageIdentity.Runtime));
    }

    [Fact]
    public void A_lane_that_loaded_what_it_names_is_accepted()
    {
        Assert.Null(
            ServiceStack852.Refusal(
                new PackageIdentity("ServiceStack.Text", "8.5.2") { LoadedVersion = "8.5.2" },
                PackageIdentity.Runtime));
        Assert.Null(StjNet8.Refusal(new PackageIdentity("System.Text.Json", "8.0 (shared framework)"), "8.0"));
    }

    [Fact]
    public void A_runtime_lane_on_another_runtime_is_refused_with_both()
    {
        var refusal = StjNet8.Refusal(new PackageIdentity("System.Text.Json", "10.0 (shared framework)"), "10.0");

        Assert.Equal(
            "SystemTextJson@net8.0: not built here — the lane runs on .NET 8.0, but its worker ran on .NET 10.0",
            refusal);
    }

    [Fact]
    public void A_library_that_loaded_another_version_than_the_pinned_one_is_refused_with_both()
    {
        var pinned = PinnedVersions.Of("Newtonsoft.Json")!;

        var refusal = PinnedVersions.Refusal("Newtonsoft", new PackageIdentity("Newtonsoft.Json", "12.0.1"));

        Assert.Equal(
            $"Newtonsoft: not restorable here — it asks for Newtonsoft.Json {pinned}" +
            $", but Newtonsoft.Json 12.0.1 was loaded (assembly informational version 12.0.1): the configured feeds " +
            $"resolve another version (NuGet NU1603), and a library is never measured as another version",
            refusal);
        Assert.Null(PinnedVersions.Refusal("Newtonsoft", new PackageIdentity("Newtonsoft.Json", pinned)));
        Assert.Null(
            PinnedVersions.Refusal(
                "SystemTextJson", new PackageIdentity("System.Text.Json", "10.0 (shared framework)")));
    }

    [Fact]
    public void Lanes_come_from_Directory_Packages_props()
    {
        Assert.Contains("SystemTextJson@net8.0", Lanes.Names);
        Assert.Contains("ServiceStack@8.5.2", Lanes.Names);
        Assert.Equal(
            new Lane("Newtonsoft@9.0.1", "Newtonsoft", "Newtonsoft.Json", "9.0.1", null),
            Lanes.Find("newtonsoft@9.0.1"));
    }
}
