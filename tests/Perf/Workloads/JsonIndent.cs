using System.Buffers;

namespace SerializerCompat.Perf.Workloads;

/// <summary>
/// Indents minified JSON by inserting whitespace between tokens only: every token keeps its bytes (escapes such as
/// Jil's <c>\/Date(…)\/</c> included), so an indented input carries exactly the library's own output.
/// </summary>
public static class JsonIndent
{
    /// <summary>The same JSON, two spaces per level, one member or element per line.</summary>
    public static byte[] Indent(ReadOnlySpan<byte> json)
    {
        var output = new ArrayBufferWriter<byte>(json.Length * 2);
        var depth = 0;
        var inString = false;
        for (var i = 0; i < json.Length; i++)
        {
            var b = json[i];
            if (inString)
            {
                Put(output, b);
                if (b == (byte)'\\')
                {
                    Put(output, json[++i]);
                }
                else if (b == (byte)'"')
                {
                    inString = false;
                }

                continue;
            }

            switch (b)
            {
                case (byte)'"':
                    inString = true;
                    Put(output, b);
                    break;
                case (byte)'{' or (byte)'[':
                    Put(output, b);
                    // An empty object or array stays on one line.
                    if (i + 1 < json.Length && json[i + 1] is (byte)'}' or (byte)']')
                    {
                        Put(output, json[++i]);
                        break;
                    }

                    NewLine(output, ++depth);
                    break;
                case (byte)'}' or (byte)']':
                    NewLine(output, --depth);
                    Put(output, b);
                    break;
                case (byte)',':
                    Put(output, b);
                    NewLine(output, depth);
                    break;
                case (byte)':':
                    Put(output, b);
                    Put(output, (byte)' ');
                    break;
                case (byte)' ' or (byte)'\t' or (byte)'\r' or (byte)'\n':
                    break;
                default:
                    Put(output, b);
                    break;
            }
        }

        return output.WrittenSpan.ToArray();
    }

    private static void Put(ArrayBufferWriter<byte> output, byte b)
    {
        output.GetSpan(1)[0] = b;
        output.Advance(1);
    }

    private static void NewLine(ArrayBufferWriter<byte> output, int depth)
    {
        Put(output, (byte)'\n');
        for (var i = 0; i < depth * 2; i++)
        {
            Put(output, (byte)' ');
        }
    }
}
