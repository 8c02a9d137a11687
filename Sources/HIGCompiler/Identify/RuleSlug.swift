import Foundation

/// Builds the readable part of a rule id from a statement: "Use the standard back button." →
/// `use-standard-back-button`. Non-Latin statements are romanised first.
enum RuleSlug {
    static let maximumWords = 7

    static func make(from text: String, stopWords: Set<String>) -> String {
        var latin = text
        if text.unicodeScalars.contains(where: { $0.value > 0x24F && CharacterSet.letters.contains($0) }) {
            latin = Transliteration.romanize(text) ?? text
        }
        let folded = latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .replacingOccurrences(of: "\u{2019}", with: "").replacingOccurrences(of: "'", with: "")
        let words = folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map(String.init)
        let content = words.filter { !stopWords.contains($0) }
        let chosen = (content.isEmpty ? words : content).prefix(maximumWords)
        let slug = chosen.joined(separator: "-")
        return slug.isEmpty ? "rule" : slug
    }
}
