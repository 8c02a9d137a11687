/// One guideline sentence in one language, with everything around it a linter or translator needs.
public struct GuidelineStatement: Hashable, Sendable, Codable {
    public var language: LanguageCode
    /// Inline markup flattened, Unicode NFC, whitespace collapsed.
    public var text: String
    /// True when the page marks the sentence in bold.
    public var marked: Bool
    public var origin: StatementOrigin
    /// How sure extraction is that this is a statement (1 for bold ones).
    public var confidence: Double
    /// The rest of the paragraph and the following paragraphs of the same language.
    public var explanation: String
    public var section: String
    public var headingPath: [String]
    public var links: [GuidelineLink]
    public var code: [String]
    /// Pipe tables that follow the statement (specifications, sizes), one Markdown table each:
    /// not prose, so not in `explanation`, but their numbers, links and symbols are the statement's.
    public var tables: [String]
    public var symbols: [String]
    public var numbers: [String]
    public var modality: Modality
    /// Negation or prohibition present in the statement itself.
    public var negated: Bool
    public var source: SourceLocation
    /// How this translation was paired with its English rule (nil for English).
    public var alignment: AlignmentPairing?
    /// Hash of the English statement + explanation this translation was last aligned with.
    public var alignedWith: String?
    /// Links of cross-reference paragraphs the explanation took in ("For developer guidance,
    /// see …" after the last rule of a section): they belong to the section, and whichever rule
    /// comes last takes them, so alignment does not tie a translation to a rule by them. Not part
    /// of the catalog.
    public var crossReferenceURLs: [String] = []
    /// Symbols only those paragraphs name. Not part of the catalog either.
    public var crossReferenceSymbols: [String] = []
    /// The explanation without the cross-reference paragraphs it ends with, nil when it ends
    /// with none: what the statement's own page text says, which whichever rule comes last does
    /// not change (`ContentHash.of`). Not part of the catalog.
    public var explanationBeforeCrossReferences: String?

    public init(
        language: LanguageCode, text: String, marked: Bool, origin: StatementOrigin, confidence: Double = 1,
        explanation: String = "", section: String = "", headingPath: [String] = [],
        links: [GuidelineLink] = [], code: [String] = [], tables: [String] = [], symbols: [String] = [], numbers: [String] = [],
        modality: Modality = .statement, negated: Bool = false, source: SourceLocation,
        alignment: AlignmentPairing? = nil, alignedWith: String? = nil
    ) {
        self.language = language
        self.text = text
        self.marked = marked
        self.origin = origin
        self.confidence = confidence
        self.explanation = explanation
        self.section = section
        self.headingPath = headingPath
        self.links = links
        self.code = code
        self.tables = tables
        self.symbols = symbols
        self.numbers = numbers
        self.modality = modality
        self.negated = negated
        self.source = source
        self.alignment = alignment
        self.alignedWith = alignedWith
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
}
