import Foundation

/// Measures how much of an English text's vocabulary a translation carries, without a
/// dictionary: English words left in Latin script, loanwords that transliterate back
/// (툴바 ≈ toolbar), and glossary renderings.
final class VocabularyMatcher {
    /// A word of a translation that may be borrowed from English, reduced to its consonant skeleton.
    struct Loanword: Hashable {
        var skeleton: String
        /// Written the way borrowed words are (katakana; in Korean the lexicon's `loanwordShape`,
        /// e.g. 스/크/트, ㅋ ㅌ ㅍ, -션): close skeletons count. Other words are mostly native, whose
        /// skeletons collide with English ones by chance, so only an exact skeleton counts for them.
        var looksBorrowed: Bool
        /// A katakana run: Japanese writes a borrowed compound as one run (キーボードショートカット),
        /// where Korean spaces its words (내비게이션 바).
        var runsWordsTogether = false
    }

    let lexicons: LexiconSet
    private let glossary: Glossary
    private var loanwordCache: [String: [Loanword]] = [:]
    private var englishSkeletonCache: [String: String] = [:]
    // A page's texts are each scored against every text of the other language: what is read off
    // one text alone is read once, or scoring a page would cost its length squared times a text's.
    private var contentWordCache: [String: [String]] = [:]
    private var latinWordCache: [String: Set<String>] = [:]
    private var glossaryTermCache: [String: [Glossary.Term]] = [:]
    private lazy var stopWords = Set(lexicons.lexicon(.english).stopWords)

    init(lexicons: LexiconSet, glossary: Glossary) {
        self.lexicons = lexicons
        self.glossary = glossary
    }

    /// English content words of a text, lower-cased, in order.
    func contentWords(_ english: String) -> [String] {
        if let cached = contentWordCache[english] { return cached }
        let words = readContentWords(english)
        contentWordCache[english] = words
        return words
    }

    private func readContentWords(_ english: String) -> [String] {
        SimpleText.lowercased(english).replacingOccurrences(of: "\u{2019}", with: "'")
            .split(whereSeparator: { !($0.isLetter || $0 == "-" || $0 == "'") })
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-'")) }
            // A possessive is its noun ("slider's" carries "slider"); other contractions are function words.
            .map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : $0 }
            .filter { !$0.contains("'") }
            .filter { $0.count >= 3 && !stopWords.contains($0) && $0.allSatisfy(\.isASCII) }
    }

    /// What an English text offers a translation to carry, read once however many translations
    /// it is compared with.
    struct EnglishVocabulary {
        struct Word {
            var word: String
            /// The word and its hyphenated parts ("title-case", "title", "case").
            var forms: [String]
            /// Skeletons of the forms and their singulars, for loanwords.
            var skeletons: [String]
        }
        /// Each content word once.
        var words: [Word]
        /// Adjacent content words as katakana runs them together, with the skeletons of the compound.
        var compounds: [(first: String, second: String, skeletons: [String])]
        var glossaryTerms: [Glossary.Term]
    }

    /// What a translated text carries of English: words in Latin letters and loanwords.
    struct TranslatedVocabulary {
        var text: String
        var latinWords: Set<String>
        var loanwords: [Loanword]
    }

    func englishVocabulary(_ english: String) -> EnglishVocabulary {
        let ordered = contentWords(english)
        var seen: Set<String> = []
        let words = ordered.filter { seen.insert($0).inserted }.map { word in
            let forms = Self.parts(word)
            return EnglishVocabulary.Word(word: word, forms: forms, skeletons: (forms + Self.singulars(forms)).map(englishSkeleton))
        }
        let compounds = zip(ordered, ordered.dropFirst()).map { first, second in
            (first, second, ([second] + Self.singulars([second])).map { englishSkeleton(first + $0) })
        }
        return EnglishVocabulary(words: words, compounds: compounds, glossaryTerms: glossaryTerms(english))
    }

    func translatedVocabulary(_ translation: String, language: LanguageCode) -> TranslatedVocabulary {
        // ﾒﾆｭｰ is メニュー: half-width katakana carry loanwords and glossary terms as well.
        let translation = LexiconText.foldingHalfwidthKana(translation)
        return TranslatedVocabulary(text: translation, latinWords: latinWords(translation), loanwords: loanwords(translation, language: language))
    }

    /// Fraction (0…1) of the English content words the translation carries, and which kinds of
    /// evidence carried them. Nil when the English text has no content words.
    func coverage(english: String, translation: String, language: LanguageCode) -> Coverage? {
        coverage(englishVocabulary(english), translatedVocabulary(translation, language: language), language: language)
    }

    /// How much of an English text a translation carries.
    struct Coverage {
        /// Fraction (0…1) of the English content words carried, half of them counting as all.
        var score: Double
        /// Which kinds of evidence carried them.
        var evidence: Set<String>
        /// The English words carried in Latin letters, by a glossary rendering or by a word written
        /// the way borrowed words are: not by a native word whose skeleton happens to match.
        var surelyCarried: [String]
    }

    func coverage(_ english: EnglishVocabulary, _ translation: TranslatedVocabulary,
                  language: LanguageCode) -> Coverage? {
        guard !english.words.isEmpty else { return nil }
        let latinWords = translation.latinWords
        let loanwords = translation.loanwords
        var glossaryWords: Set<String> = []
        for term in english.glossaryTerms where term.renderings(language).contains(where: { translation.text.contains($0) }) {
            glossaryWords.formUnion(contentWords(term.en).flatMap(Self.parts))
        }
        // Katakana runs an English compound together (キーボードショートカット for "keyboard
        // shortcuts"), and a short first part ("keyboard", KBT) is too short to be found inside the
        // run on its own: two adjacent content words are also compared as one word.
        var carriedAsCompound: Set<String> = []
        if loanwords.contains(where: \.runsWordsTogether) {
            for (first, second, compounds) in english.compounds where !carriedAsCompound.contains(second) {
                if loanwords.contains(where: { loanword in loanword.runsWordsTogether && compounds.contains { carriesCompound(loanword, $0) } }) {
                    carriedAsCompound.formUnion([first, second])
                }
            }
        }
        var matched = 0
        var evidence: Set<String> = []
        var surelyCarried: [String] = []
        for word in english.words {
            // "title-case" is carried by タイトルケース, or by its parts.
            let forms = word.forms
            if forms.contains(where: { form in latinWords.contains { Self.sameWord($0, form) } }) {
                matched += 1; evidence.insert("term"); surelyCarried.append(word.word)
            } else if forms.contains(where: { form in glossaryWords.contains { Self.sameWord($0, form) } }) {
                matched += 1; evidence.insert("glossary"); surelyCarried.append(word.word)
            } else if !loanwords.isEmpty, carriedAsCompound.contains(word.word) {
                matched += 1; evidence.insert("transliteration"); surelyCarried.append(word.word)
            } else if !loanwords.isEmpty, let loanword = loanwords.first(where: { loanword in word.skeletons.contains { carries(loanword, $0) } }) {
                matched += 1; evidence.insert("transliteration")
                if loanword.looksBorrowed { surelyCarried.append(word.word) }
            }
        }
        // Translations paraphrase: carrying half the content words is already strong evidence.
        return Coverage(score: min(1, Double(matched) / (Double(english.words.count) * 0.6)), evidence: evidence, surelyCarried: surelyCarried)
    }

    /// The words of a text in Latin letters, lower-cased.
    private func latinWords(_ text: String) -> Set<String> {
        if let cached = latinWordCache[text] { return cached }
        let words = Set(SimpleText.lowercased(text).split(whereSeparator: { !$0.isLetter || !$0.isASCII }).map(String.init))
        latinWordCache[text] = words
        return words
    }

    private func glossaryTerms(_ english: String) -> [Glossary.Term] {
        if let cached = glossaryTermCache[english] { return cached }
        let terms = glossary.terms(inEnglish: english)
        glossaryTermCache[english] = terms
        return terms
    }

    /// Singular forms of plural words: a loanword is borrowed in the singular (피커 for "pickers",
    /// ポップオーバー for "popovers").
    static func singulars(_ words: [String]) -> [String] {
        words.compactMap { word in
            guard word.count >= 4, word.hasSuffix("s"), !word.hasSuffix("ss") else { return nil }
            return String(word.dropLast())
        }
    }

    /// A word and, when it is hyphenated, its parts.
    static func parts(_ word: String) -> [String] {
        let pieces = word.split(separator: "-").map(String.init).filter { $0.count >= 3 }
        return pieces.count > 1 ? [word] + pieces : [word]
    }

    /// The same English word up to an inflection: "alert" / "alerts", "scroll" / "scrolling".
    static func sameWord(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        // Both are ASCII words (content words and Latin words of a translation): UTF-8 counts
        // and prefixes are their letters'.
        let (countA, countB) = (a.utf8.count, b.utf8.count)
        let (short, long, shortCount, longCount) = countA <= countB ? (a, b, countA, countB) : (b, a, countB, countA)
        return shortCount >= 4 && longCount - shortCount <= 3 && long.utf8.starts(with: short.utf8)
    }

    /// Whether a loanword renders an English word with this skeleton.
    private func carries(_ loanword: Loanword, _ english: String) -> Bool {
        if loanword.skeleton == english { return english.utf8.count >= (loanword.looksBorrowed ? 2 : 3) }
        guard loanword.looksBorrowed else { return false }
        // Katakana compounds run words together: ナビゲーションバーコントロール.
        return Transliteration.skeletonsMatch(loanword.skeleton, english)
            || (english.utf8.count >= 4 && SimpleText.bytesContain(loanword.skeleton, english))
    }

    /// Whether a borrowed-looking loanword renders two English words run together: the whole run,
    /// or (with more words run in) a part of it at least six consonants long.
    private func carriesCompound(_ loanword: Loanword, _ english: String) -> Bool {
        Transliteration.skeletonsMatch(loanword.skeleton, english)
            || (english.utf8.count >= 6 && SimpleText.bytesContain(loanword.skeleton, english))
    }

    private func englishSkeleton(_ word: String) -> String {
        if let cached = englishSkeletonCache[word] { return cached }
        let skeleton = Transliteration.englishSkeleton(word)
        englishSkeletonCache[word] = skeleton
        return skeleton
    }

    /// Words of a translation that may be loanwords: katakana runs in Japanese, Hangul words
    /// (particles stripped) in Korean.
    func loanwords(_ text: String, language: LanguageCode) -> [Loanword] {
        let key = language + "\u{1}" + text
        if let cached = loanwordCache[key] { return cached }
        var candidates: [(word: String, looksBorrowed: Bool, katakana: Bool, minimumSkeleton: Int)] = []
        var katakana = ""
        for scalar in text.unicodeScalars {
            if (0x30A0...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value) {
                katakana.unicodeScalars.append(scalar)
            } else {
                if katakana.count >= 2 { candidates.append((katakana, true, true, 2)) }
                katakana = ""
            }
        }
        if katakana.count >= 2 { candidates.append((katakana, true, true, 2)) }
        let lexicon = lexicons.lexicon(language)
        let particles = lexicon.particles.sorted { $0.count > $1.count }
        let verbEndings = lexicon.verbEndings.sorted { $0.count > $1.count }
        for token in text.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }) {
            guard token.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) else { continue }
            var word = String(token.filter { $0.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } })
            // A verb's stem is a noun a verb ending followed: short ones (필요, 제안) are mostly
            // native, and two consonants match English words by chance, so a stem needs three.
            var minimumSkeleton = 2
            if let ending = verbEndings.first(where: { word.hasSuffix($0) && word.count > $0.count }) {
                word.removeLast(ending.count)
                minimumSkeleton = 3
            } else if let particle = particles.first(where: { word.hasSuffix($0) && word.count > $0.count + 1 }) {
                word.removeLast(particle.count)
            }
            let borrowed = lexicon.loanwordShape.looksBorrowed(word)
            if word.count >= 2 || borrowed { candidates.append((word, borrowed, false, minimumSkeleton)) }
        }
        let loanwords = candidates.compactMap { candidate -> Loanword? in
            guard let romanized = Transliteration.romanize(candidate.word) else { return nil }
            let skeleton = Transliteration.skeleton(romanized)
            guard skeleton.count >= candidate.minimumSkeleton else { return nil }
            return Loanword(skeleton: skeleton, looksBorrowed: candidate.looksBorrowed, runsWordsTogether: candidate.katakana)
        }
        loanwordCache[key] = loanwords
        return loanwords
    }
}
