namespace SerializerCompat.Cli;

/// <summary>
/// Writes a command's output files all or nothing: into a temporary folder beside the target first, then moved
/// into place, so a folder that cannot be written gets a clear error and no half-written report.
/// </summary>
public static class OutputFiles
{
    /// <summary>Writes <paramref name="files"/> (file name → text) into <paramref name="directory"/>; returns their
    /// full paths.</summary>
    public static IReadOnlyList<string> WriteAll(string directory, IReadOnlyDictionary<string, string> files)
    {
        var target = Path.GetFullPath(directory);
        if (File.Exists(target))
        {
            throw new IOException($"Cannot write to {target}: it is a file, not a folder.");
        }

        var staging = Path.Combine(target, $".serializercompat-{Guid.NewGuid():N}.tmp");
        try
        {
            Directory.CreateDirectory(staging);
            foreach (var (name, text) in files)
            {
                File.WriteAllText(Path.Combine(staging, name), text);
            }

            return [.. files.Keys.Select(name =>
            {
                var final = Path.Combine(target, name);
                File.Move(Path.Combine(staging, name), final, overwrite: true);
                return final;
            })];
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new IOException($"Cannot write to {target}: {e.Message}", e);
        }
        finally
        {
            if (Directory.Exists(staging))
            {
                Directory.Delete(staging, recursive: true);
            }
        }
    }
}
