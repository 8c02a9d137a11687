/// Whether an English rule could be another English rule rewritten, or is a different rule put in
/// its place.
///
/// Why only some words count: every rule of a page shares the page's subject (the words of its
/// title) and every rule of a section shares the section's heading, and any two sentences share
/// function words. None of those tell one rule of the page from another, so two unrelated rules of
/// one section resembled each other by them alone. A rewrite keeps words of what the rule is
/// about — its statement or its explanation — beyond those.
struct RewriteResemblance {
    /// Least share of content words (Dice over statement and explanation together) a rewritten
    /// English keeps of the text it replaces.
    static let least = 0.2

    /// Function words of English (`stopWords` of the English lexicon).
    let stopWords: Set<String>

    init(lexicons: LexiconSet) {
        stopWords = Set(lexicons.lexicon(.english).stopWords)
    }

    /// Whether `after` could be `before` rewritten. Each side is a statement and its explanation;
    /// `headings` are the heading paths both stand under (page title, section). A side without
    /// content words cannot be told apart, so it is taken to resemble.
    func resembles(_ before: (statement: String, explanation: String), _ after: (statement: String, explanation: String),
                   headings: [[String]]) -> Bool {
        share(before, after, headings: headings) >= Self.least
    }

    /// Dice coefficient of the two sides' content words (1 when either side has none).
    func share(_ before: (statement: String, explanation: String), _ after: (statement: String, explanation: String),
               headings: [[String]]) -> Double {
        let placement = Set(headings.flatMap { $0 }.flatMap(words))
        let old = Set(words(before.statement) + words(before.explanation)).subtracting(placement)
        let new = Set(words(after.statement) + words(after.explanation)).subtracting(placement)
        guard !old.isEmpty, !new.isEmpty else { return 1 }
        return Double(2 * old.intersection(new).count) / Double(old.count + new.count)
    }

    /// Lower-cased runs of letters and digits, function words left out, plurals made singular so
    /// a heading's plural and a statement's singular are one word.
    private func words(_ text: String) -> [String] {
        SimpleText.lowercased(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
            .filter { !stopWords.contains($0) }
            .map { VocabularyMatcher.singulars([$0]).first ?? $0 }
    }
}
