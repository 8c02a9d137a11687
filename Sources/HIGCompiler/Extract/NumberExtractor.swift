import Foundation

/// Finds the numbers a text states, as digits ("13", "3") or number words ("three", "세 가지", "三つ").
public struct NumberExtractor: Sendable {
    private static let digits = try! NSRegularExpression(pattern: #"(?<![\p{L}\d.])\d+(?:\.\d+)?"#)
    let lexicons: LexiconSet

    public init(lexicons: LexiconSet) {
        self.lexicons = lexicons
    }

    /// Numbers written with digits.
    public func digitNumbers(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return Self.digits.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }

    /// Numbers written as words in `language`, as digit strings.
    public func wordNumbers(in text: String, language: LanguageCode) -> [String] {
        let lexicon = lexicons.lexicon(language)
        guard !lexicon.numberWords.isEmpty else { return [] }
        var found: [String] = []
        if lexicon.numberCounters.isEmpty {
            for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
                if let value = lexicon.numberWords[String(word)] { found.append(String(value)) }
            }
            return found
        }
        // Scripts where number words are short and ambiguous: require a counter right after.
        for (word, value) in lexicon.numberWords.sorted(by: { $0.key < $1.key }) {
            var searchStart = text.startIndex
            while let range = text.range(of: word, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                let startsWord = range.lowerBound == text.startIndex || !text[text.index(before: range.lowerBound)].isLetter
                    || LexiconText.isSpaceDelimited(word) == false
                guard startsWord else { continue }
                var after = text[range.upperBound...]
                if after.first == " " { after = after.dropFirst() }
                if lexicon.numberCounters.contains(where: { after.hasPrefix($0) }) { found.append(String(value)) }
            }
        }
        return found
    }

    /// All numbers, digits and words, sorted and unique.
    public func numbers(in text: String, language: LanguageCode) -> [String] {
        Array(Set(digitNumbers(in: text) + wordNumbers(in: text, language: language))).sorted {
            (Double($0) ?? 0, $0) < (Double($1) ?? 0, $1)
        }
    }
}
