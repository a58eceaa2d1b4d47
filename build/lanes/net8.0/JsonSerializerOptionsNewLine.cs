using System.Text.Json;

namespace SerializerCompat;

/// <summary>
/// The suite's code built for a .NET 8 lane (build/Lanes.targets): <c>JsonSerializerOptions.NewLine</c> came with
/// .NET 9; .NET 8 writes <see cref="Environment.NewLine"/>, so only that line break can be asked for.
/// </summary>
internal static class JsonSerializerOptionsNewLine
{
    extension(JsonSerializerOptions options)
    {
        /// <summary>The line break of indented output: on .NET 8 always <see cref="Environment.NewLine"/>.</summary>
        public string NewLine
        {
            get => Environment.NewLine;
            set
            {
                if (value != Environment.NewLine)
                {
                    throw new PlatformNotSupportedException($"System.Text.Json on .NET 8 writes only {Environment.NewLine.Length} line break of this OS");
                }
            }
        }
    }
}
