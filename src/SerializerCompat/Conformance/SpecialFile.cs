using System.Runtime.InteropServices;

namespace SerializerCompat.Conformance;

/// <summary>
/// Tells a corpus's regular files from the special ones a folder listing also returns — a FIFO, a device, a socket
/// — which must never be opened: reading a FIFO waits for a writer forever, a device never ends.
/// </summary>
public static class SpecialFile
{
    private const int TypeMask = 0xF000;

    // .NET exposes no file type beyond directory and link, so the runtime's own native shim is asked: its
    // SystemNative_Stat fills a FileStatus whose second int is the st_mode, with the POSIX type bits.
    private static readonly Dictionary<int, string> Kinds = new()
    {
        [0x1000] = "a FIFO (named pipe)",
        [0x2000] = "a character device",
        [0x6000] = "a block device",
        [0xC000] = "a socket",
    };

    /// <summary>What kind of special file <paramref name="path"/> is, or null for a regular file (or where this cannot
    /// be told).</summary>
    public static string? KindOf(string path)
    {
        if (OperatingSystem.IsWindows())
        {
            return null;
        }

        // FileStatus is under 150 bytes; the rest is room.
        var status = new byte[256];
        try
        {
            return Stat(path, status) == 0
                ? Kinds.GetValueOrDefault(BitConverter.ToInt32(status, sizeof(int)) & TypeMask)
                : null;
        }
        catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException)
        {
            return null;
        }
    }

    [DllImport("libSystem.Native", EntryPoint = "SystemNative_Stat", SetLastError = true)]
    private static extern int Stat([MarshalAs(UnmanagedType.LPUTF8Str)] string path, [Out] byte[] status);
}
