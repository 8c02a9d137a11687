import Foundation

/// All language lexicons plus the language-independent word lists, loaded once per run.
public struct LexiconSet: Sendable {
    public var languages: [LanguageCode: LanguageLexicon] {
        didSet {
            calloutLabels = Self.calloutLabels(of: languages)
            longestCalloutLabel = Self.longestEquivalent(of: calloutLabels)
            linkLocales = Set(languages.values.flatMap { $0.linkLocales.map { $0.lowercased() } })
        }
    }
    /// Every language's `linkLocales`: a link's locale segment is the same whichever page holds it.
    public private(set) var linkLocales: Set<String>
    /// Identifier-shaped words that are product names, not API symbols (iOS, macOS, iPad …).
    public var notSymbols: Set<String>
    /// Keywords and literals written as inline code (`true`, `nil`, `self`): code, but no API
    /// member, so a code span holding one alone names no symbol.
    public var codeKeywords: Set<String>
    /// Extensions of project files (`plist`, `storyboard`): `Info.plist` names a file, not a
    /// member of a type called `Info`.
    public var fileExtensions: Set<String>
    /// Every language's callout labels, lower-cased, for one hash lookup per candidate.
    private var calloutLabels: Set<String>
    /// No text longer than this (in UTF-8) equals a label, whatever its normalisation form.
    private(set) var longestCalloutLabel: Int

    public init(languages: [LanguageCode: LanguageLexicon], notSymbols: Set<String>, codeKeywords: Set<String> = [],
                fileExtensions: Set<String> = []) {
        self.languages = languages
        self.notSymbols = notSymbols
        self.codeKeywords = codeKeywords
        self.fileExtensions = fileExtensions
        self.calloutLabels = Self.calloutLabels(of: languages)
        self.longestCalloutLabel = Self.longestEquivalent(of: calloutLabels)
        self.linkLocales = Set(languages.values.flatMap { $0.linkLocales.map { $0.lowercased() } })
    }

    /// An upper bound on the UTF-8 length of any text canonically equivalent to one of `labels`:
    /// decomposition never lowers the number of scalars, and a scalar takes at most 4 bytes.
    private static func longestEquivalent(of labels: Set<String>) -> Int {
        4 * (labels.map { $0.decomposedStringWithCanonicalMapping.unicodeScalars.count }.max() ?? 0)
    }

    private static func calloutLabels(of languages: [LanguageCode: LanguageLexicon]) -> Set<String> {
        Set(languages.values.flatMap { $0.calloutLabels.map { $0.lowercased() } })
    }

    /// The lexicon of a language; an empty one for languages nobody described yet.
    /// Whether higc reads `language` (or its primary language): without a lexicon a statement's
    /// negation and force are unknown, not absent, so nothing is compared on them.
    public func reads(_ language: LanguageCode) -> Bool {
        languages[language] != nil || languages[String(language.prefix(while: { $0 != "-" }))] != nil
    }

    public func lexicon(_ language: LanguageCode) -> LanguageLexicon {
        if let lexicon = languages[language] { return lexicon }
        let primary = String(language.prefix(while: { $0 != "-" }))
        return languages[primary] ?? LanguageLexicon(language: language)
    }

    /// Every callout label of every language: a Korean page may keep the English "TIP".
    public func isCalloutLabel(_ text: String) -> Bool {
        // Sentences and paragraphs come through here too: one whose normalised form must be longer
        // than every label is not normalised at all.
        guard Self.bytesNormalisingKeeps(text, upTo: longestCalloutLabel) <= longestCalloutLabel else { return false }
        // What asking each language's `isCalloutLabel` gives, with one normalisation and one lookup.
        return isCalloutLabel(normalised: LexiconText.normalise(text))
    }

    /// A lower bound on the UTF-8 length of `LexiconText.normalise(text)`: ASCII letters and
    /// digits, CJK ideographs and the other scalars from U+4000 to U+9FFF, and the Hangul
    /// syllables from U+B000 to U+CFFF are neither whitespace nor punctuation and keep their
    /// length when lower-cased, so normalising keeps each of them.
    ///
    /// Counting stops once it passes `limit` (the result is then some count above it): callers
    /// only ask whether a whole paragraph could be a short label, and most are far longer.
    static func bytesNormalisingKeeps(_ text: String, upTo limit: Int = .max) -> Int {
        SimpleText.withUTF8(text) { bytes in
            var kept = 0
            for byte in bytes {
                if byte < 0x80 {
                    let lower = byte | 0x20
                    if (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) { kept += 1 }
                } else if (byte >= 0xE4 && byte <= 0xE9) || byte == 0xEB || byte == 0xEC {
                    kept += 3 // the lead byte of a scalar from U+4000 to U+9FFF or U+B000 to U+CFFF
                }
                if kept > limit { break }
            }
            return kept
        }
    }

    /// `isCalloutLabel` for text already passed through `LexiconText.normalise`.
    public func isCalloutLabel(normalised text: String) -> Bool {
        // Whole paragraphs come through here: one longer than every label is not hashed.
        text.utf8.count <= longestCalloutLabel && calloutLabels.contains(text)
    }

    /// The lexicons shipped with higc.
    public static let bundled: LexiconSet = {
        do {
            return try load(from: bundledDirectory)
        } catch {
            fatalError("higc's bundled lexicons are unreadable: \(error)")
        }
    }()

    static var bundledDirectory: URL {
        Bundle.module.url(forResource: "Lexicons", withExtension: nil)!
    }

    /// Loads every `LANG.json` in a directory plus `symbols.json`. The files are decoded on every
    /// core: decoding is most of a small compile's start-up, and the files are independent.
    public static func load(from directory: URL) throws -> LexiconSet {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter { $0.hasSuffix(".json") }
        var decoded = [Result<Any, Error>?](repeating: nil, count: files.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result = Result<Any, Error> {
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                return file == "symbols.json" ? try JSONDecoder().decode(SymbolWordList.self, from: data)
                    : try JSONDecoder().decode(LanguageLexicon.self, from: data)
            }
            lock.lock()
            decoded[index] = result
            lock.unlock()
        }
        var languages: [LanguageCode: LanguageLexicon] = [:]
        var notSymbols: Set<String> = []
        var codeKeywords: Set<String> = []
        var fileExtensions: Set<String> = []
        // In file order, so the first unreadable file is the one reported.
        for result in decoded {
            switch try result!.get() {
            case let lists as SymbolWordList:
                notSymbols = Set(lists.notSymbols)
                codeKeywords = Set(lists.codeKeywords ?? [])
                fileExtensions = Set(lists.fileExtensions ?? [])
            case let lexicon as LanguageLexicon:
                languages[lexicon.language] = lexicon
            default:
                break
            }
        }
        return LexiconSet(languages: languages, notSymbols: notSymbols, codeKeywords: codeKeywords, fileExtensions: fileExtensions)
    }

    private struct SymbolWordList: Decodable {
        var notSymbols: [String]
        var codeKeywords: [String]?
        var fileExtensions: [String]?
    }
}
