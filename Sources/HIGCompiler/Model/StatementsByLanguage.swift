/// A rule's statements keyed by language, with the API of a dictionary.
///
/// A rule has one to three statements, and a catalog holds tens of thousands of rules. A
/// `Dictionary` of a few large values keeps spare buckets (four slots for two statements), so
/// the statements live in one small array instead, kept in output order (English first, then
/// alphabetically), which also makes iteration deterministic. It encodes as a JSON object keyed
/// by language, exactly as a dictionary does.
public struct StatementsByLanguage: Hashable, Sendable, RandomAccessCollection {
    public typealias Element = (key: LanguageCode, value: GuidelineStatement)

    private struct Entry: Hashable, Sendable {
        var language: LanguageCode
        var statement: GuidelineStatement
    }

    private var entries: [Entry]

    public init() { entries = [] }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }

    public subscript(position: Int) -> Element {
        (entries[position].language, entries[position].statement)
    }

    /// The statement in `language`; assigning `nil` removes it.
    public subscript(language: LanguageCode) -> GuidelineStatement? {
        get {
            // Linear: a rule has a handful of languages at most.
            for entry in entries where entry.language == language { return entry.statement }
            return nil
        }
        set {
            let position = entries.firstIndex { !languageOrder($0.language, language) } ?? entries.endIndex
            if position < entries.endIndex, entries[position].language == language {
                if let newValue { entries[position].statement = newValue } else { entries.remove(at: position) }
            } else if let newValue {
                entries.insert(Entry(language: language, statement: newValue), at: position)
            }
        }
    }

    /// The languages present, in output order (read without copying the statements).
    public var keys: [LanguageCode] { entries.map(\.language) }

    /// The statements, in the order of `keys`.
    public var values: LazyMapCollection<StatementsByLanguage, GuidelineStatement> { lazy.map { $0.value } }

    /// Whether there is a statement in `language` (without copying it out, as `self[language]` does).
    func hasStatement(in language: LanguageCode) -> Bool {
        entries.contains { $0.language == language }
    }

    /// The statements' source files, in the order of `keys` (read without copying the statements).
    var sourceFiles: [String] { entries.map(\.statement.source.file) }
}

extension StatementsByLanguage {
    /// Calls `body` with each statement in output order (English first), without copying them
    /// (iterating the collection copies each statement out).
    func forEachInOutputOrder(_ body: (LanguageCode, GuidelineStatement) throws -> Void) rethrows {
        for index in entries.indices { try body(entries[index].language, entries[index].statement) }
    }

    /// `body` applied to the statement in `language` read in place (`self[language]` copies it
    /// out); nil when there is none.
    func withStatement<Result>(in language: LanguageCode, _ body: (GuidelineStatement) throws -> Result) rethrows -> Result? {
        for index in entries.indices where entries[index].language == language { return try body(entries[index].statement) }
        return nil
    }

    /// Calls `body` with each statement in the byte order of the language codes (the order of
    /// keys in JSON), without copying the statements.
    func forEachInCodeOrder(_ body: (LanguageCode, GuidelineStatement) throws -> Void) rethrows {
        func precedes(_ first: Int, _ second: Int) -> Bool {
            entries[first].language.utf8.lexicographicallyPrecedes(entries[second].language.utf8)
        }
        // Output order is usually byte order already (`en`, `ja`, `ko`): no sorted copy then.
        if entries.indices.dropLast().allSatisfy({ precedes($0, $0 + 1) }) { return try forEachInOutputOrder(body) }
        for index in entries.indices.sorted(by: precedes) { try body(entries[index].language, entries[index].statement) }
    }
}

extension StatementsByLanguage: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (LanguageCode, GuidelineStatement)...) {
        self.init()
        for (language, statement) in elements { self[language] = statement }
    }
}

extension StatementsByLanguage {
    /// The statements of `dictionary`, in output order.
    public init(_ dictionary: [LanguageCode: GuidelineStatement]) {
        self.init()
        entries.reserveCapacity(dictionary.count)
        for (language, statement) in dictionary { self[language] = statement }
    }
}

extension StatementsByLanguage: Codable {
    private struct LanguageKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: LanguageKey.self)
        self.init()
        for key in container.allKeys {
            self[key.stringValue] = try container.decode(GuidelineStatement.self, forKey: key)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LanguageKey.self)
        for entry in entries { try container.encode(entry.statement, forKey: LanguageKey(stringValue: entry.language)) }
    }
}
