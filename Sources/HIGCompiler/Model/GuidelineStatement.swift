/// One guideline sentence in one language, with everything around it a linter or translator needs.
///
/// Copy-on-write: statements are copied whole wherever rules are gathered, paired and checked, and
/// a copy of the fields retains each of their strings and arrays; a copy of the storage is one
/// retain. Fields are read and changed as properties, as before.
public struct GuidelineStatement: Hashable, Sendable, Codable {
    /// The fields, stored once and shared between copies until one of them changes.
    struct Fields: Hashable {
        var language: LanguageCode
        var text: String
        var marked: Bool
        var origin: StatementOrigin
        var confidence: Double
        var explanation: String
        var section: String
        var headingPath: [String]
        var links: [GuidelineLink]
        var code: [String]
        var tables: [String]
        var symbols: [String]
        var numbers: [String]
        var modality: Modality
        var negated: Bool
        var source: SourceLocation
        var alignment: AlignmentPairing?
        var alignedWith: String?
        var crossReferenceURLs: [String] = []
        var crossReferenceSymbols: [String] = []
        var explanationBeforeCrossReferences: String?
    }

    private final class Storage: @unchecked Sendable {
        // Changed only through `fields`'s `_modify` on a uniquely referenced storage.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The fields for changing: the storage is copied first when another statement shares it.
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    public var language: LanguageCode {
        get { storage.fields.language }
        _modify { yield &fields.language }
    }
    /// Inline markup flattened, Unicode NFC, whitespace collapsed.
    public var text: String {
        get { storage.fields.text }
        _modify { yield &fields.text }
    }
    /// True when the page marks the sentence in bold.
    public var marked: Bool {
        get { storage.fields.marked }
        _modify { yield &fields.marked }
    }
    public var origin: StatementOrigin {
        get { storage.fields.origin }
        _modify { yield &fields.origin }
    }
    /// How sure extraction is that this is a statement (1 for bold ones).
    public var confidence: Double {
        get { storage.fields.confidence }
        _modify { yield &fields.confidence }
    }
    /// The rest of the paragraph and the following paragraphs of the same language.
    public var explanation: String {
        get { storage.fields.explanation }
        _modify { yield &fields.explanation }
    }
    public var section: String {
        get { storage.fields.section }
        _modify { yield &fields.section }
    }
    public var headingPath: [String] {
        get { storage.fields.headingPath }
        _modify { yield &fields.headingPath }
    }
    public var links: [GuidelineLink] {
        get { storage.fields.links }
        _modify { yield &fields.links }
    }
    public var code: [String] {
        get { storage.fields.code }
        _modify { yield &fields.code }
    }
    /// Pipe tables that follow the statement (specifications, sizes), one Markdown table each:
    /// not prose, so not in `explanation`, but their numbers, links and symbols are the statement's.
    public var tables: [String] {
        get { storage.fields.tables }
        _modify { yield &fields.tables }
    }
    public var symbols: [String] {
        get { storage.fields.symbols }
        _modify { yield &fields.symbols }
    }
    public var numbers: [String] {
        get { storage.fields.numbers }
        _modify { yield &fields.numbers }
    }
    public var modality: Modality {
        get { storage.fields.modality }
        _modify { yield &fields.modality }
    }
    /// Negation or prohibition present in the statement itself.
    public var negated: Bool {
        get { storage.fields.negated }
        _modify { yield &fields.negated }
    }
    public var source: SourceLocation {
        get { storage.fields.source }
        _modify { yield &fields.source }
    }
    /// How this translation was paired with its English rule (nil for English).
    public var alignment: AlignmentPairing? {
        get { storage.fields.alignment }
        _modify { yield &fields.alignment }
    }
    /// Hash of the English statement + explanation this translation was last aligned with.
    public var alignedWith: String? {
        get { storage.fields.alignedWith }
        _modify { yield &fields.alignedWith }
    }
    /// Links of cross-reference paragraphs the explanation took in ("For developer guidance,
    /// see …" after the last rule of a section): they belong to the section, and whichever rule
    /// comes last takes them, so alignment does not tie a translation to a rule by them. Not part
    /// of the catalog.
    public var crossReferenceURLs: [String] {
        get { storage.fields.crossReferenceURLs }
        _modify { yield &fields.crossReferenceURLs }
    }
    /// Symbols only those paragraphs name. Not part of the catalog either.
    public var crossReferenceSymbols: [String] {
        get { storage.fields.crossReferenceSymbols }
        _modify { yield &fields.crossReferenceSymbols }
    }
    /// The explanation without the cross-reference paragraphs it ends with, nil when it ends
    /// with none: what the statement's own page text says, which whichever rule comes last does
    /// not change (`ContentHash.of`). Not part of the catalog.
    public var explanationBeforeCrossReferences: String? {
        get { storage.fields.explanationBeforeCrossReferences }
        _modify { yield &fields.explanationBeforeCrossReferences }
    }

    public init(
        language: LanguageCode, text: String, marked: Bool, origin: StatementOrigin, confidence: Double = 1,
        explanation: String = "", section: String = "", headingPath: [String] = [],
        links: [GuidelineLink] = [], code: [String] = [], tables: [String] = [], symbols: [String] = [], numbers: [String] = [],
        modality: Modality = .statement, negated: Bool = false, source: SourceLocation,
        alignment: AlignmentPairing? = nil, alignedWith: String? = nil
    ) {
        storage = Storage(Fields(
            language: language,
            text: text,
            marked: marked,
            origin: origin,
            confidence: confidence,
            explanation: explanation,
            section: section,
            headingPath: headingPath,
            links: links,
            code: code,
            tables: tables,
            symbols: symbols,
            numbers: numbers,
            modality: modality,
            negated: negated,
            source: source,
            alignment: alignment,
            alignedWith: alignedWith))
    }

    private enum CodingKeys: String, CodingKey {
        case language, text, marked, origin, confidence, explanation, section, headingPath, links, code, tables,
             symbols, numbers, modality, negated, source, alignment, alignedWith
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            language: try container.decode(LanguageCode.self, forKey: .language),
            text: try container.decode(String.self, forKey: .text),
            marked: try container.decode(Bool.self, forKey: .marked),
            origin: try container.decode(StatementOrigin.self, forKey: .origin),
            confidence: try container.decode(Double.self, forKey: .confidence),
            explanation: try container.decode(String.self, forKey: .explanation),
            section: try container.decode(String.self, forKey: .section),
            headingPath: try container.decode([String].self, forKey: .headingPath),
            links: try container.decode([GuidelineLink].self, forKey: .links),
            code: try container.decode([String].self, forKey: .code),
            // Catalogs written before tables were kept have none.
            tables: try container.decodeIfPresent([String].self, forKey: .tables) ?? [],
            symbols: try container.decode([String].self, forKey: .symbols),
            numbers: try container.decode([String].self, forKey: .numbers),
            modality: try container.decode(Modality.self, forKey: .modality),
            negated: try container.decode(Bool.self, forKey: .negated),
            source: try container.decode(SourceLocation.self, forKey: .source),
            alignment: try container.decodeIfPresent(AlignmentPairing.self, forKey: .alignment),
            alignedWith: try container.decodeIfPresent(String.self, forKey: .alignedWith))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let fields = storage.fields
        try container.encode(fields.language, forKey: .language)
        try container.encode(fields.text, forKey: .text)
        try container.encode(fields.marked, forKey: .marked)
        try container.encode(fields.origin, forKey: .origin)
        try container.encode(fields.confidence, forKey: .confidence)
        try container.encode(fields.explanation, forKey: .explanation)
        try container.encode(fields.section, forKey: .section)
        try container.encode(fields.headingPath, forKey: .headingPath)
        try container.encode(fields.links, forKey: .links)
        try container.encode(fields.code, forKey: .code)
        try container.encode(fields.tables, forKey: .tables)
        try container.encode(fields.symbols, forKey: .symbols)
        try container.encode(fields.numbers, forKey: .numbers)
        try container.encode(fields.modality, forKey: .modality)
        try container.encode(fields.negated, forKey: .negated)
        try container.encode(fields.source, forKey: .source)
        try container.encodeIfPresent(fields.alignment, forKey: .alignment)
        try container.encodeIfPresent(fields.alignedWith, forKey: .alignedWith)
    }

    public static func == (lhs: GuidelineStatement, rhs: GuidelineStatement) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}
