/// Language codes as the user types them: `KO`, `ko`, `zh-hans` and `zh-Hans` name the same
/// language. Canonicalised the way `higc` does (BCP 47 case conventions: language lowercase,
/// script titlecase, region uppercase), so that the catalog's codes match whatever case was typed.
public enum LintLanguage {
    /// The canonical form of `code`, or nil when it is not shaped like a language tag.
    public static func canonical(_ code: String) -> String? {
        let subtags = code.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let primary = subtags.first, (2...3).contains(primary.count), primary.allSatisfy(isLetter) else { return nil }
        var result = [primary.lowercased()]
        for subtag in subtags.dropFirst() {
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ isLetter($0) || $0.isASCII && $0.isNumber }) else { return nil }
            if subtag.count == 4, subtag.allSatisfy(isLetter) {
                result.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()) // script
            } else if subtag.count == 2, subtag.allSatisfy(isLetter) {
                result.append(subtag.uppercased()) // region
            } else {
                result.append(subtag.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// `code` canonicalised, or as written when it is not a language tag at all (so that an error
    /// quotes what the user typed).
    static func normalized(_ code: String) -> String {
        canonical(code) ?? code
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
