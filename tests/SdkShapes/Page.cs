namespace SdkShapes;

/// <summary>
/// A generic type whose member uses another generic type with its own parameter (Twilio's <c>ResourceSet&lt;T&gt;</c>
/// holds a <c>Page&lt;T&gt;</c>): <c>ItemList&lt;T&gt;</c> here is neither a definition nor a type a library can be
/// given, and has no full name.
/// </summary>
public class Page<T>
{
    /// <summary>The page's items.</summary>
    public ItemList<T>? Items { get; set; }

    /// <summary>Where the next page is.</summary>
    public string? NextPageUrl { get; set; }
}
