using System.Text;
using DiffPlex.Renderer;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace SerializerCompat.Checks;

/// <summary>
/// The recipe's <c>[JsonPropertyName]</c> lines as a unified diff onto the contract assembly's own source files, so
/// that <c>git apply</c> puts every attribute in place: each member's file found through the portable PDB
/// (<see cref="ContractSources"/>), its declaration found in the file's syntax tree, the attribute inserted on a line
/// of its own above it with the declaration's indentation and line ending (the rest of the file untouched), and
/// <c>using System.Text.Json.Serialization;</c> added where the file lacks it (by its full name instead in a file that
/// imports Newtonsoft.Json, whose attributes share names with System.Text.Json's). Paths are relative to the repository
/// the sources are in (the nearest folder above them holding <c>.git</c>), as <c>git apply</c> reads them there.
/// </summary>
public static class RecipeDiff
{
    /// <summary>The file the diff goes to in <c>--recipe-out</c>.</summary>
    public const string FileName = "name-lines.diff";

    private const string Namespace = "System.Text.Json.Serialization";

    /// <summary>The diff, and the lines it could not place (each with why: they stay in the report).</summary>
    public static (string Diff, IReadOnlyList<string> NotPlaced) Of(
        IReadOnlyList<RecipeNameLine> lines, ContractSources sources)
    {
        var (edits, notPlaced) = Edits(lines, sources);
        var diff = new StringBuilder();
        foreach (var edit in edits)
        {
            var before = File.ReadAllText(edit.Path);
            var after = new StringBuilder(before);
            foreach (var insert in edit.Inserts.OrderByDescending(i => i.Position))
            {
                after.Insert(insert.Position, insert.Text);
            }

            var name = RepositoryPath(edit.Path);
            diff.Append($"diff --git a/{name} b/{name}\n")
                .Append(new UnidiffRenderer(contextLines: 3).Generate(
                    before, after.ToString(), $"a/{name}", $"b/{name}", ignoreWhitespace: false, ignoreCase: false));
        }

        return (diff.ToString(), notPlaced);
    }

    /// <summary>
    /// Every file the lines change, with what goes in where (each insertion at the start of a line of the file as it
    /// is), and the lines not placed, each with why: the one edit the diff renders and SARIF's fixes carry.
    /// </summary>
    public static (IReadOnlyList<RecipeFileEdit> Edits, IReadOnlyList<string> NotPlaced) Edits(
        IReadOnlyList<RecipeNameLine> lines, ContractSources sources)
    {
        var notPlaced = new List<string>();
        var byFile = new SortedDictionary<string, List<RecipeNameLine>>(StringComparer.Ordinal);
        foreach (var line in lines)
        {
            var source = sources.Member(line.Type, line.Member);
            if (source is null || !source.Path.EndsWith(".cs", StringComparison.OrdinalIgnoreCase)
                || !File.Exists(source.Path))
            {
                notPlaced.Add($"{Shown(line)}: no source file of it is known" +
                    (sources.PdbProblem is { } why
                        ? $" ({why})"
                        : source is null ? "" : $" ({source.Path} not found)"));
                continue;
            }

            (byFile.TryGetValue(source.Path, out var list) ? list : byFile[source.Path] = []).Add(line);
        }

        var edits = new List<RecipeFileEdit>();
        foreach (var (path, inFile) in byFile)
        {
            var (inserts, missing) = Inserts(File.ReadAllText(path), inFile);
            notPlaced.AddRange(missing.Select(m => $"{Shown(m)}: no declaration of it in {path}"));
            if (inserts.Count > 0)
            {
                edits.Add(new RecipeFileEdit(path, inserts));
            }
        }

        return (edits, notPlaced);
    }

    // Each member's attribute above its declaration (and the using the file lacks), and the lines whose member it does
    // not declare.
    private static (IReadOnlyList<RecipeInsert> Inserts, IReadOnlyList<RecipeNameLine> Missing) Inserts(
        string text, IReadOnlyList<RecipeNameLine> lines)
    {
        var tree = CSharpSyntaxTree.ParseText(text);
        var root = tree.GetCompilationUnitRoot();
        var newline = text.Contains("\r\n", StringComparison.Ordinal) ? "\r\n" : "\n";
        int LineOf(int position) => tree.GetText().Lines.GetLineFromPosition(position).LineNumber + 1;
        var inserts = new List<RecipeInsert>();
        var missing = new List<RecipeNameLine>();
        // Newtonsoft.Json's attributes share names with System.Text.Json's (JsonIgnore, JsonConverter): a file that
        // imports it gets the attribute by its full name, so no name it already uses becomes ambiguous.
        var qualified = root.Usings.Any(u => u.Name?.ToString().StartsWith("Newtonsoft.Json", StringComparison.Ordinal)
            == true);
        foreach (var line in lines)
        {
            if (Declaration(root, line) is not { } member)
            {
                missing.Add(line);
                continue;
            }

            if (member.AttributeLists.SelectMany(a => a.Attributes)
                .Any(a => a.Name.ToString() is "JsonPropertyName" or "JsonPropertyNameAttribute"))
            {
                continue;
            }

            var start = tree.GetText().Lines.GetLineFromPosition(member.SpanStart).Start;
            var indent = text[start..member.SpanStart];
            inserts.Add(new RecipeInsert(
                start, LineOf(start),
                $"{indent}[{(qualified ? $"{Namespace}." : "")}JsonPropertyName(\"{line.OldName}\")]{newline}", line));
        }

        if (inserts.Count > 0 && !qualified && !root.Usings.Any(u => u.Name?.ToString() == Namespace))
        {
            var at = root.Usings.LastOrDefault() is { } last
                ? tree.GetText().Lines.GetLineFromPosition(last.Span.End).EndIncludingLineBreak
                : 0;
            inserts.Add(new RecipeInsert(
                at, LineOf(at),
                $"using {Namespace};{newline}{(root.Usings.Count == 0 ? newline : "")}", null));
        }

        return ([.. inserts.OrderBy(i => i.Position)], missing);
    }

    // The property or field a line names, in its type's declaration (by the type's own name, any nesting), else in
    // any type of the file (a member a base type declares).
    private static MemberDeclarationSyntax? Declaration(CompilationUnitSyntax root, RecipeNameLine line)
    {
        var typeName = line.Type.Split('.', '+')[^1];
        var types = root.DescendantNodes().OfType<TypeDeclarationSyntax>()
            .OrderBy(t => t.Identifier.Text == typeName ? 0 : 1).ToList();
        return types.SelectMany(t => t.Members).FirstOrDefault(m => m switch
        {
            PropertyDeclarationSyntax p => p.Identifier.Text == line.Member,
            FieldDeclarationSyntax f => f.Declaration.Variables.Any(v => v.Identifier.Text == line.Member),
            _ => false,
        });
    }

    // A path as git names it in the repository holding it; a file in no repository keeps its full path.
    private static string RepositoryPath(string path)
    {
        for (var folder = Path.GetDirectoryName(path); folder is not null; folder = Path.GetDirectoryName(folder))
        {
            if (Directory.Exists(Path.Combine(folder, ".git")) || File.Exists(Path.Combine(folder, ".git")))
            {
                return Path.GetRelativePath(folder, path).Replace('\\', '/');
            }
        }

        return path.Replace('\\', '/').TrimStart('/');
    }

    private static string Shown(RecipeNameLine line) =>
        OldNamesApplied.Line($"{CheckWording.ShortName(line.Type)}.{line.Member}", line.OldName);
}

/// <summary>One source file's insertions for the recipe's name lines.</summary>
public sealed record RecipeFileEdit(string Path, IReadOnlyList<RecipeInsert> Inserts);

/// <summary>Text inserted at the start of a line (<paramref name="Line"/>, 1-based; <paramref name="Position"/>, its
/// offset) of the file as it is: a name line's attribute (<paramref name="For"/>), or the using it needs
/// (null).</summary>
public sealed record RecipeInsert(int Position, int Line, string Text, RecipeNameLine? For);
