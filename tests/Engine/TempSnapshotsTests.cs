using SerializerCompat.Tests;

namespace SerializerCompat.Engine.Tests;

/// <summary>Where a copy of the goldens goes: memory where it fits, the temp directory otherwise.</summary>
public sealed class TempSnapshotsTests
{
    private static readonly string Temp = Path.GetFullPath(Path.GetTempPath());

    [Fact]
    public void A_copy_that_fits_in_four_times_the_free_memory_goes_to_dev_shm()
    {
        Assert.SkipUnless(
            OperatingSystem.IsLinux() && Directory.Exists(TempSnapshots.MemoryFolder),
            $"{TempSnapshots.MemoryFolder} is Linux's; elsewhere every copy goes to the temp directory");

        using var copy = TempSnapshots.ForACopyOf(1);

        Assert.StartsWith(TempSnapshots.MemoryFolder + "/", copy.Root, StringComparison.Ordinal);
        Assert.True(Directory.Exists(copy.Root));
    }

    [Fact]
    public void A_copy_larger_than_a_quarter_of_the_free_memory_goes_to_the_temp_directory()
    {
        using var copy = TempSnapshots.ForACopyOf(long.MaxValue / 2);

        Assert.StartsWith(Temp, Path.GetFullPath(copy.Root), StringComparison.Ordinal);
        Assert.True(Directory.Exists(copy.Root));
    }

    [Fact]
    public void Without_a_memory_folder_a_copy_goes_to_the_temp_directory()
    {
        var missing = Path.Combine(Temp, "serializercompat-no-such-folder-" + Path.GetRandomFileName());

        using var copy = TempSnapshots.ForACopyOf(1, missing);

        Assert.StartsWith(Temp, Path.GetFullPath(copy.Root), StringComparison.Ordinal);
        Assert.False(Directory.Exists(missing));
    }
}
