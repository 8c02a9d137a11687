/// How a rule changed since the previous catalog.
public struct ChangelogEntry: Hashable, Sendable, Codable, Comparable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case added
        case removed
        case reworded
        case explanationChanged = "explanation-changed"
        case moved
    }

    public var kind: Kind
    public var id: String
    public var page: String
    /// The language whose text changed (reworded, explanation-changed).
    public var language: LanguageCode?
    public var old: String?
    public var new: String?
    public var source: SourceLocation?

    public init(kind: Kind, id: String, page: String, language: LanguageCode? = nil, old: String? = nil,
                new: String? = nil, source: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.page = page
        self.language = language
        self.old = old
        self.new = new
        self.source = source
    }

    /// By id, then kind (in the order of `Kind.allCases`), then language: the tuple order, read
    /// field by field so that the kind's place is not looked up in a fresh array each time.
    public static func < (lhs: ChangelogEntry, rhs: ChangelogEntry) -> Bool {
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        if lhs.kind != rhs.kind { return lhs.kind.rank < rhs.kind.rank }
        return (lhs.language ?? "") < (rhs.language ?? "")
    }
}

extension ChangelogEntry.Kind {
    /// The place of the kind in `allCases`.
    var rank: Int {
        switch self {
        case .added: 0
        case .removed: 1
        case .reworded: 2
        case .explanationChanged: 3
        case .moved: 4
        }
    }
}

/// The changelog written to `changelog.json`.
public struct Changelog: Hashable, Sendable, Codable {
    public var schemaVersion: Int
    /// False when there was no previous catalog: everything is `added`.
    public var hasPrevious: Bool
    public var entries: [ChangelogEntry]
}
