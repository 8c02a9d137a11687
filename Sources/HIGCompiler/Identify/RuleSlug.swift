import Foundation

/// Builds the readable part of a rule id from a statement: "Use the standard back button." →
/// `use-standard-back-button`. Non-Latin statements are romanised first.
enum RuleSlug {
    static let maximumWords = 7

    static func make(from text: String, stopWords: Set<String>, maximumWords: Int = RuleSlug.maximumWords) -> String {
        var latin = text
        if text.unicodeScalars.contains(where: { $0.value > 0x24F && CharacterSet.letters.contains($0) }) {
            latin = Transliteration.romanize(text) ?? text
        }
        // camelCase and acronym boundaries become word breaks: isNavigationBarHidden → is navigation bar hidden.
        latin = latin.replacingOccurrences(of: "([a-z0-9])([A-Z])", with: "$1 $2", options: .regularExpression)
            .replacingOccurrences(of: "([A-Z]+)([A-Z][a-z])", with: "$1 $2", options: .regularExpression)
        let folded = latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .replacingOccurrences(of: "\u{2019}", with: "").replacingOccurrences(of: "'", with: "")
        let words = folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map(String.init)
        let content = words.filter { !stopWords.contains($0) }
        let chosen = (content.isEmpty ? words : content).prefix(maximumWords)
        let slug = chosen.joined(separator: "-")
        return slug.isEmpty ? "rule" : slug
    }
}

extension RuleSlug {
    /// A slug from the API symbols a requirement constrains: as many whole symbols as fit.
    static func make(fromSymbols symbols: [String], maximumWords: Int = 10) -> String? {
        var chosen: [String] = []
        var count = 0
        for symbol in symbols {
            let slug = make(from: symbol, stopWords: [], maximumWords: .max)
            let words = slug.split(separator: "-").count
            if !chosen.isEmpty && count + words > maximumWords { break }
            chosen.append(slug)
            count += words
        }
        return chosen.isEmpty ? nil : chosen.joined(separator: "-")
    }
}
