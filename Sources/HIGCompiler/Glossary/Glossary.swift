import Foundation
import Yams

/// The team's terminology: for each English term, the approved rendering per language and the
/// renderings seen in the wild that are off-glossary. Lives in `Guidelines/glossary.yml`.
public struct Glossary: Hashable, Sendable, Codable {
    public struct Term: Hashable, Sendable, Codable {
        public var en: String
        /// Approved renderings per language (the first is preferred).
        public var translations: [LanguageCode: [String]]
        /// Known off-glossary renderings per language.
        public var variants: [LanguageCode: [String]]
        /// The API symbol the term names, when it names one ("frame").
        public var symbol: String?
        /// The line of the glossary file where the entry starts, so findings can point at it.
        public var line: Int?

        public init(en: String, translations: [LanguageCode: [String]], variants: [LanguageCode: [String]] = [:], symbol: String? = nil,
                    line: Int? = nil) {
            self.en = en
            self.translations = translations
            self.variants = variants
            self.symbol = symbol
            self.line = line
        }

        /// Every way of writing the term in `language`, approved or not, longest first.
        public func renderings(_ language: LanguageCode) -> [String] {
            (approved(in: language) + offGlossary(in: language)).sorted { $0.count > $1.count }
        }

        /// The approved renderings for `language`. A regional page (`ja-JP`) falls back on its
        /// language's entry (`ja`), and a page in `ja` on a glossary that lists only one region
        /// of it (`ja-JP`), as BCP 47 lookup does.
        public func approved(in language: LanguageCode) -> [String] {
            Self.lookup(translations, language)
        }

        /// The known off-glossary renderings for `language`, looked up as `approved(in:)`.
        public func offGlossary(in language: LanguageCode) -> [String] {
            Self.lookup(variants, language)
        }

        private static func lookup(_ table: [LanguageCode: [String]], _ language: LanguageCode) -> [String] {
            if let exact = table[language] { return exact }
            let primary = LanguageCode(language.prefix { $0 != "-" })
            if primary != language, let general = table[primary] { return general }
            // Only one regional entry of the page's language: that one, not a guess among several.
            let regional = table.keys.filter { $0.hasPrefix(primary + "-") }
            return regional.count == 1 ? table[regional[0]]! : []
        }
    }

    public var terms: [Term]
    /// Where the glossary came from (relative to the guidelines root), for findings.
    public var file: String?

    public init(terms: [Term] = [], file: String? = nil) {
        self.terms = terms
        self.file = file
    }

    public static let empty = Glossary()

    /// Reads `glossary.yml` / `glossary.yaml` / `glossary.json`:
    ///
    /// ```yaml
    /// terms:
    ///   - en: navigation bar
    ///     ko: [내비게이션 바]
    ///     ja: [ナビゲーションバー]
    ///     variants: { ko: [탐색 막대, 탐색 모음] }
    /// ```
    public static func parse(_ text: String, file: String) throws -> Glossary {
        let loaded: Any?
        if let line = YAMLAnchors.firstLine(in: text) {
            throw CompileError.invalidGlossary(file: file, reason: "line \(line): " + YAMLAnchors.unsupported)
        }
        do {
            loaded = try Yams.load(yaml: text)
        } catch {
            // Malformed YAML is unusable input (exit 2), named by file, not an internal error.
            throw CompileError.invalidGlossary(file: file, reason: "\(error)".split(separator: "\n").joined(separator: " "))
        }
        guard let root = loaded else { return Glossary(file: file) }
        guard let dictionary = root as? [String: Any], let entries = dictionary["terms"] as? [Any] else {
            throw CompileError.invalidGlossary(file: file, reason: "expected a top-level `terms:` list")
        }
        // The node tree keeps what the plain values lose: where each entry starts.
        let entryLines = (try? Yams.compose(yaml: text))?["terms"]?.sequence.map { $0.map { $0.mark?.line } } ?? []
        var terms: [Term] = []
        // Each term's entry by its lower-cased spelling: a glossary of thousands of terms is
        // checked for repeats in one pass.
        var entryOfTerm: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let fields = entry as? [String: Any], let english = fields["en"] as? String,
                  !TextNormalizer.normalize(english).isEmpty else {
                throw CompileError.invalidGlossary(file: file, reason: "entry \(index + 1) has no `en:` term")
            }
            var translations: [LanguageCode: [String]] = [:]
            var variants: [LanguageCode: [String]] = [:]
            // A key that is not a language with its terms (`translations: {ko: …}`, a typo, an empty
            // list) would leave the term with nothing to check against: refused, by entry and key.
            func languageTerms(_ value: Any, _ key: String) throws -> [String] {
                let list = stringList(value).map(TextNormalizer.normalize).filter { !$0.isEmpty }
                guard isLanguageCode(key), !list.isEmpty else {
                    throw CompileError.invalidGlossary(file: file, reason:
                        "entry \(index + 1) (`\(english)`): `\(key)` is not a language code followed by a term or a list of terms")
                }
                return list
            }
            for (key, value) in fields where key != "en" && key != "variants" && key != "symbol" {
                translations[key] = try languageTerms(value, key)
            }
            if let variantValue = fields["variants"] {
                guard let variantFields = variantValue as? [String: Any] else {
                    throw CompileError.invalidGlossary(file: file, reason: "entry \(index + 1) (`\(english)`): `variants` must map languages to terms")
                }
                for (language, value) in variantFields { variants[language] = try languageTerms(value, language) }
            }
            // One rendering both approved and off-glossary would be reported against itself.
            for (language, approved) in translations.sorted(by: { $0.key < $1.key }) {
                if let both = approved.first(where: { (variants[language] ?? []).contains($0) }) {
                    throw CompileError.invalidGlossary(file: file, reason:
                        "entry \(index + 1) (`\(english)`): `\(both)` is both approved and a variant for \(language)")
                }
            }
            // A second entry for a term would make the first one's renderings off-glossary, or the reverse.
            let term = TextNormalizer.normalize(english)
            if let first = entryOfTerm[term.lowercased()] {
                throw CompileError.invalidGlossary(file: file, reason:
                    "entry \(index + 1) repeats the term `\(english)` of entry \(first + 1): merge their renderings into one entry")
            }
            entryOfTerm[term.lowercased()] = terms.count
            terms.append(Term(en: TextNormalizer.normalize(english), translations: translations,
                              variants: variants, symbol: fields["symbol"] as? String,
                              line: index < entryLines.count ? entryLines[index] : nil))
        }
        return Glossary(terms: terms, file: file)
    }

    /// `ko`, `ja`, `zh-Hans`, `pt-BR`: letters, then optional subtags.
    private static func isLanguageCode(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static func stringList(_ value: Any) -> [String] {
        if let single = value as? String { return [single] }
        return (value as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// Terms whose English form occurs in `text` (whole words, case-insensitive). With
    /// `verbCues`, an occurrence right after one ("people switch views", "to alert people") is the
    /// verb the term is spelled like, not the term.
    public func terms(inEnglish text: String, verbCues: Set<String> = []) -> [Term] {
        guard !terms.isEmpty else { return [] }
        let haystack = " " + Self.wordsOnly(text) + " "
        let simpleHaystack = SimpleText.isSimple(haystack)
        func contains(_ needle: String) -> Bool {
            // Simple text (see SimpleText): Foundation's `contains` is a byte search there.
            simpleHaystack && SimpleText.isSimple(needle) ? SimpleText.bytesContain(haystack, needle) : haystack.contains(needle)
        }
        let found = terms.filter { term in
            let needle = Self.wordsOnly(term.en)
            guard contains(" " + needle + " ") || contains(" " + needle + "s ") else { return false }
            guard !verbCues.isEmpty else { return true }
            return Self.hasNounOccurrence(of: needle, in: haystack, verbCues: verbCues)
        }
        // A term found only inside a longer one ("sheet" in "action sheet") is that term's part,
        // not a term of its own: the longer one's rendering renders it.
        let needles = found.map { Self.wordsOnly($0.en) }
        return found.indices.filter { index in
            let needle = needles[index]
            let longer = needles.filter { $0 != needle && (" " + $0 + " ").contains(" " + needle + " ") }
            guard !longer.isEmpty else { return true }
            var rest = haystack
            for other in longer.sorted(by: { $0.count > $1.count }) {
                rest = rest.replacingOccurrences(of: " " + other + " ", with: " | ").replacingOccurrences(of: " " + other + "s ", with: " | ")
            }
            return rest.contains(" " + needle + " ") || rest.contains(" " + needle + "s ")
        }.map { found[$0] }
    }

    /// Whether `needle` (or its plural) occurs in `haystack` (`wordsOnly`, padded with spaces)
    /// at least once not right after a verb cue.
    private static func hasNounOccurrence(of needle: String, in haystack: String, verbCues: Set<String>) -> Bool {
        let words = haystack.split(separator: " ")
        let needleWords = needle.split(separator: " ")
        guard let first = needleWords.first, !words.isEmpty else { return false }
        for index in words.indices where words[index] == first || (needleWords.count == 1 && words[index] == first + "s") {
            guard needleWords.count == 1 || Array(words[index..<min(words.count, index + needleWords.count)]).map(String.init).joined(separator: " ")
                    .hasPrefix(needle) else { continue }
            // "'" is no word character here: "can't" reads as "can t", "don't" as "don t".
            let before = index > 0 ? String(words[index - 1]) : ""
            let twoBefore = index > 1 ? String(words[index - 2]) + "'" + before : ""
            if verbCues.contains(before) || verbCues.contains(twoBefore) { continue }
            return true
        }
        return false
    }

    static func wordsOnly(_ text: String) -> String {
        let lowered = SimpleText.lowercased(text)
        if SimpleText.isSimple(lowered) {
            // Characters are scalars here: keep letters and numbers, one space between runs.
            return SimpleText.withUTF8(lowered) { bytes in
                var output: [UInt8] = []
                output.reserveCapacity(bytes.count)
                var pendingSpace = false
                var index = 0
                while index < bytes.count {
                    let (value, length) = SimpleText.decode(bytes, at: index)
                    let keep: Bool
                    if value < 0x80 {
                        keep = (value >= 0x30 && value <= 0x39) || (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
                    } else if (0xAC00...0xD7A3).contains(value) {
                        keep = true
                    } else {
                        let properties = Unicode.Scalar(value)!.properties
                        keep = properties.isAlphabetic || properties.numericType != nil
                    }
                    if keep {
                        if pendingSpace && !output.isEmpty { output.append(0x20) }
                        pendingSpace = false
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                    } else {
                        pendingSpace = true
                    }
                    index += length
                }
                return String(decoding: output, as: UTF8.self)
            }
        }
        return String(lowered.map { $0.isLetter || $0.isNumber ? $0 : " " })
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
