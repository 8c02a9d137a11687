import HIGConventions

/// Language codes as the user types them: `KO`, `ko`, `zh-hans` and `zh-Hans` name the same
/// language. Canonicalised as `higc` does (`LanguageTag`), so that the catalog's codes match
/// whatever case was typed.
public enum LintLanguage {
    /// The canonical form of `code`, or nil when it is not shaped like a language tag.
    public static func canonical(_ code: String) -> String? {
        LanguageTag.canonical(code)
    }

    /// `code` canonicalised, or as written when it is not a language tag at all (so that an error
    /// quotes what the user typed).
    static func normalized(_ code: String) -> String {
        canonical(code) ?? code
    }
}
