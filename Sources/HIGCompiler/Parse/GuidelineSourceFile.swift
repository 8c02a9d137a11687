import Foundation
import HIGConventions

/// A Markdown source found under the guidelines root.
public struct GuidelineSourceFile: Hashable, Sendable {
    /// Path relative to the guidelines root, `/`-separated, in NFC: the catalog names a file the
    /// same on every machine, whether its file system stores names composed or decomposed.
    public var relativePath: String
    /// The path as the file system spells it, where that differs from `relativePath` (names
    /// written in NFD, as macOS tools and archives leave them): what the file is opened by.
    public var diskPath: String?
    /// The page id: the folder holding the file, relative to the root.
    public var page: String
    /// Language fixed by the file name (`ko.md`, `reference.ja.md`), if any.
    public var fixedLanguage: LanguageCode?
    /// The file stem without its language suffix (`page`, `reference`, …).
    public var stem: String

    public init(relativePath: String, page: String, fixedLanguage: LanguageCode?, stem: String) {
        self.relativePath = relativePath
        self.page = page
        self.fixedLanguage = fixedLanguage
        self.stem = stem
    }

    /// Describes a file from its path relative to the root.
    public init(relativePath: String) {
        self = Self.describingASCII(relativePath) ?? Self.describing(relativePath)
        readReadmeLanguageSuffix()
    }

    /// `README-ko.md`, `README_KO.md`, `README.ko_KR.md`: repositories name a README's translation
    /// with a hyphen or an underscore as often as with a dot. Read so, it is the translation it
    /// is, not a page file of another name that would set the English README aside.
    private mutating func readReadmeLanguageSuffix() {
        guard fixedLanguage == nil else { return }
        let lowered = stem.lowercased()
        guard let note = RepositoryFiles.bundled.folderNotes.first(where: { lowered.hasPrefix($0) && lowered.count > $0.count + 1 }) else { return }
        let separator = lowered[lowered.index(lowered.startIndex, offsetBy: note.count)]
        guard separator == "-" || separator == "_" || separator == "." else { return }
        let suffix = String(stem.dropFirst(note.count + 1)).replacingOccurrences(of: "_", with: "-")
        guard let language = LanguageFolders.languageTag(suffix) else { return }
        fixedLanguage = Self.sourceLanguageFolded(language)
        let base = String(stem.prefix(note.count))
        if page == stem { page = base }
        stem = base
    }

    private static func describing(_ relativePath: String) -> GuidelineSourceFile {
        let components = relativePath.split(separator: "/").map(String.init)
        let fileName = components.last ?? relativePath
        var nameParts = fileName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if nameParts.count > 1 { nameParts.removeLast() } // the .md extension
        var language: LanguageCode?
        if let last = nameParts.last, let tag = Self.languageSuffix(last) {
            language = tag
            nameParts.removeLast()
        }
        let stem = nameParts.joined(separator: ".")
        let folder = components.dropLast().joined(separator: "/")
        // A file directly under the root is a page of its own, named after its stem. In NFC: a
        // folder named on a system that decomposes names (한 as ᄒ ᅡ ᆫ) is the same page, with
        // the same ids, as one named where they are composed.
        let page = (folder.isEmpty ? (stem.isEmpty ? (language ?? fileName) : stem) : folder).precomposedStringWithCanonicalMapping
        return GuidelineSourceFile(relativePath: relativePath, page: page, fixedLanguage: language, stem: stem)
    }

    /// `init(relativePath:)` on the UTF-8 of an ASCII path (every path of a typical root), in
    /// one pass over bytes instead of splitting into `Character`s and joining again; nil for any
    /// other path. In ASCII only CR LF forms a cluster of two scalars, and neither `/`, `.` nor a
    /// language tag's letters take part in one, so bytes split where `Character`s do.
    private static func describingASCII(_ relativePath: String) -> GuidelineSourceFile? {
        let bytes = Array(relativePath.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        // Non-empty components, as `split(separator: "/")` gives them.
        var components: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
            if index > start { components.append(start..<index) }
            start = index + 1
        }
        let fileRange = components.last ?? 0..<bytes.count
        // The folder: the components before the file's, joined with single slashes.
        var folder: [UInt8] = []
        for component in components.dropLast() {
            if !folder.isEmpty { folder.append(slash) }
            folder += bytes[component]
        }
        // The name without its extension (after the last dot, when there is one), then without a
        // language suffix (after the dot before it, or the whole of what is left).
        var nameEnd = fileRange.upperBound
        if let lastDot = bytes[fileRange].lastIndex(of: dot) { nameEnd = lastDot }
        let suffixStart = bytes[fileRange.lowerBound..<nameEnd].lastIndex(of: dot).map { $0 + 1 } ?? fileRange.lowerBound
        var language: LanguageCode?
        var stemEnd = nameEnd
        if isLanguageTag(ascii: bytes[suffixStart..<nameEnd]), let tag = languageSuffix(text(suffixStart..<nameEnd)) {
            language = tag
            stemEnd = max(fileRange.lowerBound, suffixStart - 1)
        }
        let stem = text(fileRange.lowerBound..<stemEnd)
        let page = folder.isEmpty ? (stem.isEmpty ? (language ?? text(fileRange)) : stem) : String(decoding: folder, as: UTF8.self)
        return GuidelineSourceFile(relativePath: relativePath, page: page, fixedLanguage: language, stem: stem)
    }

    /// Whether ASCII bytes may spell a language suffix (`languageSuffix` decides): there every
    /// `Character` is one byte.
    private static func isLanguageTag(ascii candidate: ArraySlice<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
        func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || (byte >= 0x30 && byte <= 0x39) }
        let subtags = candidate.split(omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        guard let primary = subtags.first, primary.count == 2, primary.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
    }

    /// The language a file name's last suffix names, in its canonical case (`ko`; `KO` and `Ko`
    /// as `ko`; `ko-kr` as `ko-KR`; a POSIX locale's `ja_JP` as `ja-JP`; English in any region as
    /// `en`), nil for a suffix that is no language tag.
    static func languageSuffix(_ candidate: String) -> LanguageCode? {
        let spelled = posixLocaleAsTag(candidate)
        guard let tag = LanguageTag.canonical(spelled), isLanguageTag(tag) else { return nil }
        return sourceLanguageFolded(tag)
    }

    /// `ko_KR` or `zh_Hans` (a POSIX locale, as gettext, Java and Crowdin name languages) as the
    /// language tag it stands for; any other text as it is.
    static func posixLocaleAsTag(_ name: String) -> String {
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2 || parts[1].count == 4,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLetter } }) else { return name }
        return parts.joined(separator: "-")
    }

    /// English in any region (`en-US`, `en-GB`) is the source language, `en`: its statements are
    /// the rules the others translate.
    static func sourceLanguageFolded(_ tag: String) -> LanguageCode {
        tag.hasPrefix("en-") ? .english : tag
    }

    /// A BCP 47 tag with an ISO 639-1 primary subtag: `ko`, `ja`, `en`, `zh-Hans`, `pt-BR`.
    static func isLanguageTag(_ candidate: String) -> Bool {
        let subtags = candidate.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, primary.count == 2,
              primary.allSatisfy({ $0.isASCII && $0.isLowercase && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (2...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
