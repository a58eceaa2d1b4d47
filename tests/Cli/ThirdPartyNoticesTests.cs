using System.Xml.Linq;
using SerializerCompat.Repository;
using static SerializerCompat.Cli.Tests.ToolProcess;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// How build/ThirdPartyNotices.targets reads a package's licence, on packages made up for the purpose (in a packages
/// folder of their own), so that every case is shown whatever this machine's feeds serve: a licence expression, a
/// package that states none but has a reviewed reading, one that names only a licence URL, and our own projects.
/// </summary>
public sealed class ThirdPartyNoticesTests : IDisposable
{
    private static readonly string Targets = RepoPaths.Resolve("build/ThirdPartyNotices.targets");

    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-notices-");

    [Fact]
    public void Notices_take_each_licence_from_the_package_or_a_reviewed_reading()
    {
        Package(
            "Expressed", "1.2.3",
            """<license type="expression">Apache-2.0</license><projectUrl>https://example.org/expressed</projectUrl><copyright>© Expressed</copyright>""");
        Package("NetJSON", "1.4.5", "<projectUrl>https://github.com/rpgmaker/NetJSON</projectUrl>");
        Package("UrlOnly", "2.0.0", "<licenseUrl>https://example.org/terms</licenseUrl>");

        var rows = NoticeRow.Parse(Publish(
            PublishedFile("Expressed", "1.2.3", "lib/net8.0/Expressed.dll"),
            PublishedFile("NetJSON", "1.4.5", "lib/net9.0/NetJSON.dll"),
            PublishedFile("UrlOnly", "2.0.0", "lib/net8.0/UrlOnly.dll"),
            // A project the graph reaches through a package-style reference: ours, no path in a package.
            """<ResolvedFileToPublish Include="Ours.dll" RelativePath="Ours.dll" NuGetPackageId="Ours" NuGetPackageVersion="1.0.0" />"""));

        Assert.Equal(["Expressed", "NetJSON", "UrlOnly"], rows.Select(r => r.Package));
        Assert.Equal(
            ("Apache-2.0", "the package's licence expression", "https://example.org/expressed"),
            (rows[0].Licence, rows[0].LicenceFrom, rows[0].Source));
        Assert.Equal(
            ("MIT",
             "reviewed: https://github.com/rpgmaker/NetJSON/blob/v1.4.5/LICENSE.txt (the package states no licence " +
             "expression)"), (rows[1].Licence, rows[1].LicenceFrom));
        Assert.Equal(
            ("not stated", "the package names only a licence URL, https://example.org/terms, and no review reads it",
             "not stated in the package"), (rows[2].Licence, rows[2].LicenceFrom, rows[2].Source));
        Assert.Equal(["Expressed.dll"], rows[0].Files);
        Assert.False(rows[2].IsRedistributable);
    }

    // A reviewed reading stands in for a licence the package does not state; one for a version nobody read is no
    // reading.
    [Fact]
    public void A_review_covers_only_the_version_it_read()
    {
        Package("NetJSON", "1.4.6", "");

        var row = Assert.Single(NoticeRow.Parse(Publish(PublishedFile("NetJSON", "1.4.6", "lib/net9.0/NetJSON.dll"))));

        Assert.Equal(
            ("not stated", "the package states no licence, and no review reads its source"),
            (row.Licence, row.LicenceFrom));
    }

    [Fact]
    public void Every_review_names_a_redistributable_licence_and_its_evidence_at_a_tag()
    {
        var reviews = XDocument.Load(Targets).Descendants("ReviewedPackageLicence").ToList();

        Assert.NotEmpty(reviews);
        Assert.All(reviews, r => Assert.Contains((string)r.Attribute("Licence")!, NoticeRow.Redistributable));
        Assert.All(
            reviews,
            r => Assert.Matches(
                $@"^https://github\.com/[^/]+/[^/]+/blob/v?{Escaped(r, "Version")}/LICENSE",
                (string)r.Attribute("Evidence")!));
    }

    public void Dispose() => _work.Delete(recursive: true);

    private static string Escaped(XElement review, string attribute) =>
        System.Text.RegularExpressions.Regex.Escape((string)review.Attribute(attribute)!);

    // A package as NuGet lays it out in its packages folder: lower-case id and version folders, the nuspec beside.
    private void Package(string id, string version, string metadata)
    {
        var folder = Directory.CreateDirectory(
            Path.Combine(_work.FullName, "packages", id.ToLowerInvariant(), version));
        File.WriteAllText(Path.Combine(folder.FullName, $"{id.ToLowerInvariant()}.nuspec"),
            $"""<?xml version="1.0"?><package xmlns="http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd"><metadata><id>{id}</id><version>{version}</version>{metadata}</metadata></package>""");
    }

    private string PublishedFile(string id, string version, string pathInPackage) =>
        $"""<ResolvedFileToPublish Include="{_work.FullName}/packages/{id.ToLowerInvariant()}/{version}/{pathInPackage}" RelativePath="{Path.GetFileName(pathInPackage)}" NuGetPackageId="{id}" NuGetPackageVersion="{version}" PathInPackage="{pathInPackage}" />""";

    // Runs the notices' target as publish runs it, on these files alone, and returns what it wrote.
    private string Publish(params string[] files)
    {
        var project = Path.Combine(_work.FullName, "publish.proj");
        File.WriteAllText(project, $"""
            <Project>
              <PropertyGroup>
                <NuGetPackageRoot>{_work.FullName}/packages/</NuGetPackageRoot>
                <IntermediateOutputPath>{_work.FullName}/obj/</IntermediateOutputPath>
                <PackageId>made-up</PackageId>
                <Version>0.0.1</Version>
              </PropertyGroup>
              <ItemGroup>{string.Concat(files)}</ItemGroup>
              <Import Project="{Targets}" />
              <Target Name="ComputeResolvedFilesToPublishList" />
            </Project>
            """);
        Dotnet(_work.FullName, "msbuild", project, "-t:ComputeResolvedFilesToPublishList", "-nologo", "-v:q")
            .AssertOk();
        return File.ReadAllText(Path.Combine(_work.FullName, "obj", ThirdPartyNotices.FileName));
    }
}
