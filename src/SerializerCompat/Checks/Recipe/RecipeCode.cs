using System.Text;
using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// A recipe as files the team adds to its project: the options as one C# class, and each converter or modifier of ours
/// it names as source (embedded in the adapter that runs them, so the installed tool writes exactly the code it
/// proved). Every file opens with the project's MIT licence, so a team may copy it.
/// </summary>
public static class RecipeCode
{
    /// <summary>The file the options go to.</summary>
    public const string OptionsFile = "SerializerCompatRecipe.cs";

    /// <summary>The project's licence (the repository's LICENSE, compared by a test), as every written file's
    /// header.</summary>
    public const string Licence = """
        MIT License

        Copyright (c) 2026 the SerializerCompat authors

        Permission is hereby granted, free of charge, to any person obtaining a copy
        of this software and associated documentation files (the "Software"), to deal
        in the Software without restriction, including without limitation the rights
        to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
        copies of the Software, and to permit persons to whom the Software is
        furnished to do so, subject to the following conditions:

        The above copyright notice and this permission notice shall be included in all
        copies or substantial portions of the Software.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
        OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
        SOFTWARE.
        """;

    /// <summary>The header of every file the recipe writes.</summary>
    public static string Header(string what) =>
        $"// {what}\n// Written by SerializerCompat's check recipe; under the MIT licence below, so you may copy " +
        "it.\n//\n" +
        string.Concat(Licence.Split('\n').Select(line => line.Length == 0 ? "//\n" : $"// {line}\n")) + "\n";

    /// <summary>
    /// The statements that make the options: the new side's own (the library's defaults, a shipped profile composed
    /// onto them, or the team's own options member copied), then each setting of the recipe.
    /// </summary>
    public static IReadOnlyList<string> Statements(CheckSide @new, Recipe recipe)
    {
        var own = @new.SettingsMember is { } member
            ? [$"var options = new JsonSerializerOptions(global::{member});"]
            : @new.Spec == @new.Library
                ? ["var options = new JsonSerializerOptions();"]
                : (IReadOnlyList<string>)["var options = new JsonSerializerOptions();",
                    .. RecipeChanges.Compose(@new.Serializer, [@new.Spec]).Settings.Select(s => s.Code)];
        // A setting the new side already has as the recipe wants it is said once.
        return [.. own.Concat(recipe.Settings.Select(s => s.Code)).Distinct()];
    }

    /// <summary>The options class: one method returning the recipe's options.</summary>
    public static string Options(CheckReport report, Recipe recipe)
    {
        var text = new StringBuilder(Header($"The options of the recipe for {report.Old.Spec} → {report.New.Spec}."))
            .Append("using System.Text.Encodings.Web;\nusing System.Text.Json;\n")
            .Append("using System.Text.Json.Serialization;\nusing System.Text.Json.Serialization.Metadata;\n")
            .Append(Helpers(recipe).Count > 0 ? $"using {Helpers(recipe)[0].Namespace};\n" : "")
            .Append("\nnamespace SerializerCompatRecipe;\n\n")
            .Append("/// <summary>System.Text.Json options that read and write what the old side did, as far as the ")
            .Append("recipe closes it:\n/// ")
            .Append(string.Join(", then ", recipe.Steps.Select(s => s.Change)))
            .Append(".</summary>\npublic static class RecipeOptions\n{\n")
            .Append("    /// <summary>A new options object; pass it wherever the old settings were used.</summary>\n")
            .Append("    public static JsonSerializerOptions Create()\n    {\n");
        foreach (var statement in Statements(new CheckSide(report.New.Spec), recipe))
        {
            text.Append("        ").Append(statement).Append('\n');
        }

        return text.Append("        return options;\n    }\n}\n").ToString();
    }

    /// <summary>The converters and modifiers of ours the recipe's settings name, each once.</summary>
    public static IReadOnlyList<Type> Helpers(Recipe recipe) =>
        [.. recipe.Settings.SelectMany(s => s.Helpers).Distinct().OrderBy(t => t.Name, StringComparer.Ordinal)];

    /// <summary>A helper's source as the team adds it: the licence header, then the file that runs in this
    /// tool.</summary>
    public static string Source(Type helper)
    {
        using var stream = helper.Assembly.GetManifestResourceStream($"RecipeSource/{helper.Name}.cs")
            ?? throw new InvalidOperationException($"the source of {helper.Name} is not embedded in its assembly");
        using var reader = new StreamReader(stream);
        return Header($"{helper.Name}, which the recipe's options name.") + reader.ReadToEnd();
    }

    /// <summary>The files the team adds (file name → text): the options and every helper they name.</summary>
    public static IReadOnlyDictionary<string, string> Files(CheckReport report, Recipe recipe)
    {
        var files = new SortedDictionary<string, string>(StringComparer.Ordinal)
        {
            [OptionsFile] = Options(report, recipe),
        };
        foreach (var helper in Helpers(recipe))
        {
            files[$"{helper.Name}.cs"] = Source(helper);
        }

        return files;
    }
}
