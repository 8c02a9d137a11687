import Foundation

/// Scores how likely a translated statement renders an English one, from evidence that does not
/// depend on understanding either language. Each kind of evidence that applies contributes a
/// weighted score in 0…1; the result is their weighted mean.
///
/// The score is about content only. Where the statement sits on its page is weighed separately
/// (`PositionPrior`), because a translation may move whole sections.
final class PairScorer {
    struct Candidate {
        var statement: GuidelineStatement
        var anchors: AnchorSet
        /// The anchors less those of the statement's cross-reference paragraphs
        /// (`GuidelineStatement.crossReferenceURLs`): what ties it to one translation alone.
        var ownAnchors: AnchorSet
        /// Position among its side's statements, 0…1.
        var position: Double
        var length: Double
        /// The vocabulary of its statement, explanation and section, read on first use.
        let vocabulary = CandidateVocabulary()
    }

    /// What `VocabularyMatcher` reads off a candidate's texts, kept for every pair the candidate
    /// is scored in: a page's statements are each scored against all of the other language's,
    /// and reading a text again for each would cost the page's length squared times a text's.
    final class CandidateVocabulary {
        enum Field: Int { case text, explanation, section }
        private var english: [VocabularyMatcher.EnglishVocabulary?] = [nil, nil, nil]
        private var statesLimit: Bool?

        /// Whether the English statement sets a limit ("no more than 12", lexicon `polarityNeutral`).
        func statesLimit(_ text: String, _ matcher: VocabularyMatcher) -> Bool {
            if let statesLimit { return statesLimit }
            let answer = matcher.lexicons.lexicon(.english).hasNeutralPolarity(text)
            statesLimit = answer
            return answer
        }
        private var translated: [VocabularyMatcher.TranslatedVocabulary?] = [nil, nil, nil]

        func english(_ field: Field, of text: String, _ matcher: VocabularyMatcher) -> VocabularyMatcher.EnglishVocabulary {
            if let known = english[field.rawValue] { return known }
            let read = matcher.englishVocabulary(text)
            english[field.rawValue] = read
            return read
        }

        func translated(_ field: Field, of text: String, language: LanguageCode,
                        _ matcher: VocabularyMatcher) -> VocabularyMatcher.TranslatedVocabulary {
            if let known = translated[field.rawValue] { return known }
            let read = matcher.translatedVocabulary(text, language: language)
            translated[field.rawValue] = read
            return read
        }
    }

    /// `VocabularyMatcher.coverage` of one field of a pair, from what each candidate has read.
    private func coverage(_ field: CandidateVocabulary.Field, _ english: Candidate, _ translation: Candidate,
                          _ englishText: String, _ translatedText: String) -> VocabularyMatcher.Coverage? {
        let language = translation.statement.language
        return vocabulary.coverage(english.vocabulary.english(field, of: englishText, vocabulary),
                                   translation.vocabulary.translated(field, of: translatedText, language: language, vocabulary),
                                   language: language)
    }

    struct Score {
        /// Sum of weighted evidence values and of the weights that applied.
        var total: Double
        var weights: Double
        var evidence: [String]

        var value: Double { weights > 0 ? total / weights : 0 }

        /// Evidence about what the statements say, not where they stand: a shared section
        /// heading is true of every pair in the section.
        var hasContentEvidence: Bool { evidence.contains { !PairScorer.placementEvidence.contains($0) } }

        /// Whether the pair shares an anchor (see `anchorEvidence`), not only words.
        var hasAnchorEvidence: Bool { evidence.contains { PairScorer.anchorEvidence.contains($0) } }

        /// The score with one more piece of evidence folded into the weighted mean.
        func adding(_ value: Double, weight: Double) -> Score {
            Score(total: total + value * weight, weights: weights + weight, evidence: evidence)
        }
    }

    /// Weight of links and symbols a pair shares only through cross-reference paragraphs.
    static let crossReferenceWeight = 1.0

    /// Evidence names that place a pair rather than show what it says (see `Score.hasContentEvidence`).
    static let placementEvidence: Set<String> = ["section"]
    /// Evidence names of what a text carries whatever its wording: links, symbols, code, numbers.
    static let anchorEvidence: Set<String> = ["link", "symbol", "code", "number"]

    private let vocabulary: VocabularyMatcher
    /// Content words of the page's English statements that one statement alone holds ("context"
    /// beside a page of titles): a translation carrying one renders that statement, however many
    /// other words of it were paraphrased. Set per page (`distinguish(_:)`).
    private(set) var distinctiveWords: Set<String> = []
    /// Expected translation length per English character for this page (Gale–Church's c).
    var lengthRatio: Double = 1
    /// Translation files written in the declarative register (`declarativeFiles(of:)`): there a
    /// description ("…유지합니다", "…보내지 않습니다") is how a request is put.
    var declarativeFiles: Set<String> = []

    /// Files whose statements read as descriptions often enough to be their register
    /// (`DeclarativeRegister.holds`): translations written in the declarative register.
    static func declarativeFiles(of translations: [GuidelineStatement]) -> Set<String> {
        var counts: [String: (statements: Int, all: Int)] = [:]
        for translation in translations {
            counts[translation.source.file, default: (0, 0)].all += 1
            if translation.modality == .statement { counts[translation.source.file]!.statements += 1 }
        }
        return Set(counts.filter { DeclarativeRegister.holds(descriptions: $0.value.statements, of: $0.value.all) }.keys)
    }

    init(vocabulary: VocabularyMatcher) {
        self.vocabulary = vocabulary
    }

    /// Reads which content words only one of the page's English statements holds, in any
    /// inflection ("indicator" is not one while another statement says "indicators").
    func distinguish(_ english: [Candidate]) {
        distinctiveWords = []
        guard english.count > 1 else { return }
        let words = english.map { candidate in
            candidate.vocabulary.english(.text, of: candidate.statement.text, vocabulary).words.map(\.word)
        }
        for (index, own) in words.enumerated() {
            for word in own where !words.indices.contains(where: { other in
                other != index && words[other].contains { VocabularyMatcher.sameWord($0, word) }
            }) {
                distinctiveWords.insert(word)
            }
        }
    }

    func score(english: Candidate, translation: Candidate) -> Score {
        var total = 0.0
        var weights = 0.0
        var evidence: Set<String> = []
        func add(_ name: String, _ value: Double?, weight: Double, isEvidence: Bool = true) {
            guard let value else { return }
            total += value * weight
            weights += weight
            if isEvidence, value >= 0.5 { evidence.insert(name) }
        }
        let e = english.anchors, t = translation.anchors
        // Links, symbols and code spans are often dropped by a translation or an export: their
        // absence on one side says little, shared targets say a lot, different ones say no.
        // A link the translation points elsewhere (a localized page, a target the English moved)
        // is drift to report on the pair, not a sign of another pair: only shared targets count.
        // Targets that only a section's cross-reference paragraph shares (`Candidate.ownAnchors`)
        // weigh less: that paragraph goes with whichever rule comes last on each side.
        let links = e.urls.isEmpty || t.urls.isEmpty ? nil : linkAgreement(e.urls, t.urls)
        add("link", links == 0 ? nil : links,
            weight: english.ownAnchors.urls.isDisjoint(with: translation.ownAnchors.urls) ? Self.crossReferenceWeight : 3)
        add("symbol", e.symbols.isEmpty || t.symbols.isEmpty ? nil : jaccard(e.symbols, t.symbols),
            weight: english.ownAnchors.symbols.isDisjoint(with: translation.ownAnchors.symbols) ? Self.crossReferenceWeight : 3)
        add("code", e.code.isEmpty || t.code.isEmpty ? nil : codeAgreement(e.code, t.code), weight: 2)
        add("number", numberAgreement(e, t), weight: 1.5)
        add("number-word", wordNumberAgreement(e, t), weight: 1)
        if let statementCoverage = coverage(.text, english, translation, english.statement.text, translation.statement.text) {
            add("statement-terms", statementCoverage.score, weight: 3)
            if statementCoverage.score >= 0.5 { evidence.formUnion(statementCoverage.evidence) }
            // A word no other English statement of the page holds, surely carried: this one's.
            if !distinctiveWords.isEmpty, statementCoverage.surelyCarried.contains(where: distinctiveWords.contains) {
                add("distinctive-term", 1, weight: 0)
            }
        }
        if !english.statement.explanation.isEmpty, !translation.statement.explanation.isEmpty,
           let explanationCoverage = coverage(.explanation, english, translation, english.statement.explanation, translation.statement.explanation) {
            add("explanation-terms", explanationCoverage.score, weight: 2)
        }
        if !english.statement.section.isEmpty, !translation.statement.section.isEmpty,
           let sectionCoverage = coverage(.section, english, translation, english.statement.section, translation.statement.section) {
            add("section", sectionCoverage.score, weight: 1)
        }
        // Weight 1 both ways: translators do turn a request into a prohibition ("downplay X" →
        // "don't make X prominent"), so a heavier disagreement loses true pairs.
        add("modality", modalityAgreement(english, translation.statement), weight: 1, isEvidence: false)
        add("length", lengthAgreement(english.length, translation.length), weight: 1, isEvidence: false)
        return Score(total: total, weights: weights, evidence: evidence.sorted())
    }

    /// Lexicon-level agreement: a prohibition is translated as a prohibition; a recommendation
    /// ("consider …") is often rendered as a plain request, which counts three quarters; any other
    /// difference counts half.
    /// A request that negates ("…벗어나지 않게 하세요", make sure it does not) forbids as a
    /// prohibition does.
    private func modalityAgreement(_ candidate: Candidate, _ translation: GuidelineStatement) -> Double {
        let english = candidate.statement
        func forbids(_ statement: GuidelineStatement) -> Bool {
            statement.modality == .prohibition || (statement.negated && statement.modality.isDirective)
        }
        if english.modality == translation.modality || (forbids(english) && forbids(translation)) { return 1 }
        // In the declarative register a description asks: negated for a prohibition, plain for a request.
        if translation.modality == .statement, english.modality.isDirective, declarativeFiles.contains(translation.source.file) {
            return forbids(english) == translation.negated ? 0.75 : 0
        }
        // A translation in the declarative register says "…보내지 않습니다" for "Avoid sending …":
        // a negated description, as far from a prohibition as a plain one is from a request.
        func deniesInDescription(_ statement: GuidelineStatement) -> Bool { statement.modality == .statement && statement.negated }
        if (forbids(english) && deniesInDescription(translation)) || (deniesInDescription(english) && forbids(translation)) { return 0.5 }
        if forbids(english) != forbids(translation) {
            // A limit is said either way: "Include no more than 12 items" / "…12개를 넘지 않도록 하세요".
            return forbids(translation) && candidate.vocabulary.statesLimit(english.text, vocabulary) ? 0.75 : 0
        }
        if forbids(english) || forbids(translation) { return 0 }
        // Advice rendered as a request ("Prefer …", "Aim to …" / "…하세요") is how Korean and
        // Japanese usually put it: nearly agreement.
        let asking: Set<Modality> = [.recommendation, .requirement]
        return asking.contains(english.modality) && asking.contains(translation.modality) ? 0.75 : 0.5
    }

    /// Jaccard index of two link sets, a root-relative link matching an absolute one with its path.
    private func linkAgreement(_ a: Set<String>, _ b: Set<String>) -> Double {
        let matched = a.count - AnchorSet.links(a, unmatchedIn: b).count
        let union = a.count + b.count - matched
        return union > 0 ? Double(matched) / Double(union) : 0
    }

    private func jaccard(_ a: Set<String>, _ b: Set<String>) -> Double? {
        let union = a.union(b)
        guard !union.isEmpty else { return nil }
        return Double(a.intersection(b).count) / Double(union.count)
    }

    /// Shared code, or code changed in a few tokens: a sample whose English was edited after the
    /// translation ("-2" → "-3") is still the same sample, an `anchor-mismatch` to report, not a
    /// sign of another rule. Partial credit, as for a changed number.
    private func codeAgreement(_ a: Set<String>, _ b: Set<String>) -> Double? {
        let shared = jaccard(a, b)
        guard shared == 0, a.count == 1, b.count == 1 else { return shared }
        let similarity = Self.tokenDice(a.first!, b.first!)
        return similarity >= Self.changedCodeSimilarity ? Self.changedNumberCredit.sharedUnit * similarity : 0
    }

    /// Least token overlap (Dice) of two code samples for one to count as the other changed.
    static let changedCodeSimilarity = 0.75

    /// Dice coefficient of the identifier and number tokens of two code texts.
    static func tokenDice(_ a: String, _ b: String) -> Double {
        func tokens(_ code: String) -> [Substring] {
            code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
        return DiceCoefficient.of(tokens(a), tokens(b))
    }

    /// Credit for a number that stands where the other side has a different one, with and
    /// without a unit both sides write. Why any: a translation keeps a statement's measurements
    /// even when it gets one wrong (that is an `anchor-mismatch` to report, not a sign of another
    /// rule), while a statement without numbers is rarely rendered with one. Why less than a
    /// shared number: a different value is also what an unrelated measurement looks like.
    static let changedNumberCredit = (sharedUnit: 0.5, otherwise: 0.25)

    /// Digits on either side must appear on the other, as digits or words. Numbers left over on
    /// both sides pair up as changed numbers, for partial credit (`changedNumberCredit`).
    func numberAgreement(_ e: AnchorSet, _ t: AnchorSet) -> Double? {
        let required = e.digits.union(t.digits)
        guard !required.isEmpty else { return nil }
        let agreed = required.filter { e.numbers.contains($0) && t.numbers.contains($0) }.count
        let englishLeft = e.digits.filter { !t.numbers.contains($0) }.count
        let translationLeft = t.digits.filter { !e.numbers.contains($0) }.count
        let changed = min(englishLeft, translationLeft)
        let credit = e.units.isDisjoint(with: t.units) ? Self.changedNumberCredit.otherwise : Self.changedNumberCredit.sharedUnit
        // A changed pair is one number, not two unmatched ones.
        return (Double(agreed) + credit * Double(changed)) / Double(required.count - changed)
    }

    /// Numbers that only words state on both sides ("two levels" / "두 단계"): the same count is
    /// some evidence of the same statement. Words, not an anchor: "one" is an idiom as often as
    /// a count. Only agreement counts, as a translation renders a count idiomatically often
    /// enough ("a few" / 두세 개) that different ones say little.
    func wordNumberAgreement(_ e: AnchorSet, _ t: AnchorSet) -> Double? {
        guard e.digits.isEmpty, t.digits.isEmpty, !e.numbers.isEmpty, !t.numbers.isEmpty else { return nil }
        let shared = e.numbers.intersection(t.numbers).count
        guard shared > 0 else { return nil }
        return Double(shared) / Double(e.numbers.union(t.numbers).count)
    }

    /// Spread of the log length ratio of a statement and its translation. On the jum0 pages it is
    /// about 0.3; other translators and Japanese scatter more.
    static let lengthSpread = 0.5

    /// Length agreement after Gale & Church (1993), on the log of the length ratio: statement
    /// plus explanation lengths scatter by a factor, not by a fixed number of characters.
    private func lengthAgreement(_ englishLength: Double, _ translationLength: Double) -> Double {
        guard englishLength > 0, translationLength > 0 else { return 0 }
        let deviation = abs(log(translationLength / (englishLength * lengthRatio))) / Self.lengthSpread
        return 2 * (1 - 0.5 * (1 + erf(deviation / 2.0.squareRoot())))
    }
}
