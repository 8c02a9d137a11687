import Foundation

/// Measures how much of an English text's vocabulary a translation carries, without a
/// dictionary: English words left in Latin script, loanwords that transliterate back
/// (툴바 ≈ toolbar), and glossary renderings.
final class VocabularyMatcher {
    private let lexicons: LexiconSet
    private let glossary: Glossary
    private var skeletonCache: [String: [String]] = [:]
    private var englishSkeletonCache: [String: String] = [:]

    init(lexicons: LexiconSet, glossary: Glossary) {
        self.lexicons = lexicons
        self.glossary = glossary
    }

    /// English content words of a text, lower-cased, in order.
    func contentWords(_ english: String) -> [String] {
        let stopWords = Set(lexicons.lexicon(.english).stopWords)
        return english.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split(whereSeparator: { !($0.isLetter || $0 == "-" || $0 == "'") })
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-'")) }
            .filter { !$0.contains("'") }
            .filter { $0.count >= 3 && !stopWords.contains($0) && $0.allSatisfy(\.isASCII) }
    }

    /// Fraction (0…1) of the English content words the translation carries, and which kinds of
    /// evidence carried them. Nil when the English text has no content words.
    func coverage(english: String, translation: String, language: LanguageCode) -> (score: Double, evidence: Set<String>)? {
        let words = Array(Set(contentWords(english)))
        guard !words.isEmpty else { return nil }
        let lowered = translation.lowercased()
        let latinWords = Set(lowered.split(whereSeparator: { !$0.isLetter || !$0.isASCII }).map(String.init))
        let loanSkeletons = loanwordSkeletons(translation, language: language)
        var glossaryWords: Set<String> = []
        for term in glossary.terms(inEnglish: english) where term.renderings(language).contains(where: { translation.contains($0) }) {
            glossaryWords.formUnion(contentWords(term.en))
        }
        var matched = 0
        var evidence: Set<String> = []
        for word in words {
            if latinWords.contains(word) || latinWords.contains(where: { $0.count >= 4 && (word.hasPrefix($0) || $0.hasPrefix(word)) }) {
                matched += 1; evidence.insert("term")
            } else if glossaryWords.contains(word) {
                matched += 1; evidence.insert("glossary")
            } else if !loanSkeletons.isEmpty, loanSkeletons.contains(where: { loan in
                let english = englishSkeleton(word)
                // Katakana compounds run words together: ナビゲーションバーコントロール.
                return Transliteration.skeletonsMatch(loan, english) || (english.count >= 4 && loan.contains(english))
            }) {
                matched += 1; evidence.insert("transliteration")
            }
        }
        // Translations paraphrase: carrying half the content words is already strong evidence.
        return (min(1, Double(matched) / (Double(words.count) * 0.6)), evidence)
    }

    private func englishSkeleton(_ word: String) -> String {
        if let cached = englishSkeletonCache[word] { return cached }
        let skeleton = Transliteration.englishSkeleton(word)
        englishSkeletonCache[word] = skeleton
        return skeleton
    }

    /// Skeletons of the words of a translation that may be loanwords: katakana runs in Japanese,
    /// Hangul words (particles stripped) in Korean.
    func loanwordSkeletons(_ text: String, language: LanguageCode) -> [String] {
        let key = language + "\u{1}" + text
        if let cached = skeletonCache[key] { return cached }
        var candidates: [String] = []
        var katakana = ""
        for scalar in text.unicodeScalars {
            if (0x30A0...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value) {
                katakana.unicodeScalars.append(scalar)
            } else {
                if katakana.count >= 2 { candidates.append(katakana) }
                katakana = ""
            }
        }
        if katakana.count >= 2 { candidates.append(katakana) }
        let particles = lexicons.lexicon(language).particles.sorted { $0.count > $1.count }
        for token in text.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }) {
            guard token.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) else { continue }
            var word = String(token.filter { $0.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } })
            if let particle = particles.first(where: { word.hasSuffix($0) && word.count > $0.count + 1 }) {
                word.removeLast(particle.count)
            }
            if word.count >= 2 { candidates.append(word) }
        }
        let skeletons = candidates.compactMap { Transliteration.romanize($0).map(Transliteration.skeleton) }
            .filter { $0.count >= 3 }
        skeletonCache[key] = skeletons
        return skeletons
    }
}
