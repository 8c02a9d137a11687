/// A Markdown source found under the guidelines root.
public struct GuidelineSourceFile: Hashable, Sendable {
    /// Path relative to the guidelines root, `/`-separated.
    public var relativePath: String
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
        let components = relativePath.split(separator: "/").map(String.init)
        let fileName = components.last ?? relativePath
        var nameParts = fileName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if nameParts.count > 1 { nameParts.removeLast() } // the .md extension
        var language: LanguageCode?
        if let last = nameParts.last, Self.isLanguageTag(last) {
            language = last
            nameParts.removeLast()
        }
        let stem = nameParts.joined(separator: ".")
        let folder = components.dropLast().joined(separator: "/")
        // A file directly under the root is a page of its own, named after its stem.
        let page = folder.isEmpty ? (stem.isEmpty ? (language ?? fileName) : stem) : folder
        self.init(relativePath: relativePath, page: page, fixedLanguage: language, stem: stem)
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
