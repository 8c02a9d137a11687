/// The spelling checks for language codes in `higc.yml` and `--languages`: a BCP 47 tag's shape,
/// in its canonical case (`KO` is `ko`, `zh-hant` is `zh-Hant`, `pt-br` is `pt-BR`), because
/// pages name their languages that way and `KO` would otherwise be a language of its own.
public enum LanguageTag {
    /// A tag's primary language subtag: `ko` of `ko-KR`, `ja` of `ja`. Forms of one language
    /// (`ko.md` renamed `ko-KR.md`) share it.
    public static func primarySubtag(_ tag: String) -> Substring {
        tag.split(separator: "-", maxSplits: 1).first ?? Substring(tag)
    }

    /// The canonical form of `code`, or nil when it is not shaped like a language tag
    /// (`5`, `true`, `english`).
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

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
