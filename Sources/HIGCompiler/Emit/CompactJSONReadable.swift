/// Model types read straight from JSON by `CompactJSONReader`, member for member what their
/// `Decodable` conformance accepts: the same required members, the same optional ones, unknown
/// members ignored. `CompactJSONReaderTests` holds every conformance to `JSONDecoder`.
protocol CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws
}

extension CompactJSONReader {
    mutating func read<Value: CompactJSONReadable>(_: Value.Type) throws -> Value {
        try Value(reading: &self)
    }

    mutating func readArray<Element: CompactJSONReadable>(of _: Element.Type) throws -> [Element] {
        try readArray { try Element(reading: &$0) }
    }
}

extension RuleCatalog: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var schemaVersion: Int?, rules: [GuidelineRule]?, callouts: [Callout]?, retired: [RetiredRule]?
        let start = try reader.readObject { name, reader in
            switch name {
            case "schemaVersion": schemaVersion = try reader.readInt()
            case "rules": rules = try reader.readArray(of: GuidelineRule.self)
            case "callouts": callouts = try reader.readArray(of: Callout.self)
            case "retired": retired = try reader.readArray(of: RetiredRule.self)
            default: try reader.skipValue()
            }
        }
        // `retired` is optional: catalogs written before it existed hold none.
        self.init(schemaVersion: try reader.required(schemaVersion, "schemaVersion", in: "the catalog", at: start),
                  rules: try reader.required(rules, "rules", in: "the catalog", at: start),
                  callouts: try reader.required(callouts, "callouts", in: "the catalog", at: start),
                  retired: retired ?? [])
    }

    /// The top-level `schemaVersion` alone, everything else skipped: what a catalog that does not
    /// read says about the higc that wrote it.
    static func schemaVersion(reading reader: inout CompactJSONReader) throws -> Int? {
        var schemaVersion: Int?
        try reader.readObject { name, reader in
            if name == "schemaVersion" { schemaVersion = try reader.readInt() } else { try reader.skipValue() }
        }
        return schemaVersion
    }
}

extension GuidelineRule: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var id: String?, page: String?, section: String?, headingPath: [String]?, kind: RuleKind?
        var statements: StatementsByLanguage?
        let start = try reader.readObject { name, reader in
            switch name {
            case "id": id = try reader.readString()
            case "page": page = try reader.readString()
            case "section": section = try reader.readString()
            case "headingPath": headingPath = try reader.readStrings()
            case "kind": kind = try reader.readEnumeration(RuleKind.self)
            case "statements": statements = try reader.read(StatementsByLanguage.self)
            default: try reader.skipValue()
            }
        }
        self.init(id: try reader.required(id, "id", in: "a rule", at: start),
                  page: try reader.required(page, "page", in: "a rule", at: start),
                  section: try reader.required(section, "section", in: "a rule", at: start),
                  headingPath: try reader.required(headingPath, "headingPath", in: "a rule", at: start),
                  kind: try reader.required(kind, "kind", in: "a rule", at: start),
                  statements: try reader.required(statements, "statements", in: "a rule", at: start))
    }
}

extension StatementsByLanguage: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var statements = StatementsByLanguage()
        try reader.readObject { language, reader in
            statements[language] = try reader.read(GuidelineStatement.self)
        }
        self = statements
    }
}

extension GuidelineStatement: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var language: LanguageCode?, text: String?, marked: Bool?, origin: StatementOrigin?, confidence: Double?
        var explanation: String?, section: String?, headingPath: [String]?, links: [GuidelineLink]?
        var code: [String]?, tables: [String]?, symbols: [String]?, numbers: [String]?, modality: Modality?
        var negated: Bool?, source: SourceLocation?, alignment: AlignmentPairing?, alignedWith: String?
        let start = try reader.readObject { name, reader in
            switch name {
            case "language": language = try reader.readString()
            case "text": text = try reader.readString()
            case "marked": marked = try reader.readBool()
            case "origin": origin = try reader.readEnumeration(StatementOrigin.self)
            case "confidence": confidence = try reader.readDouble()
            case "explanation": explanation = try reader.readString()
            case "section": section = try reader.readString()
            case "headingPath": headingPath = try reader.readStrings()
            case "links": links = try reader.readArray(of: GuidelineLink.self)
            case "code": code = try reader.readStrings()
            case "tables": tables = try reader.readOptional { try $0.readStrings() }
            case "symbols": symbols = try reader.readStrings()
            case "numbers": numbers = try reader.readStrings()
            case "modality": modality = try reader.readEnumeration(Modality.self)
            case "negated": negated = try reader.readBool()
            case "source": source = try reader.read(SourceLocation.self)
            case "alignment": alignment = try reader.readOptional { try $0.read(AlignmentPairing.self) }
            case "alignedWith": alignedWith = try reader.readOptional { try $0.readString() }
            default: try reader.skipValue()
            }
        }
        func required<Value>(_ value: Value?, _ member: String) throws -> Value {
            try reader.required(value, member, in: "a statement", at: start)
        }
        self.init(
            language: try required(language, "language"), text: try required(text, "text"),
            marked: try required(marked, "marked"), origin: try required(origin, "origin"),
            confidence: try required(confidence, "confidence"), explanation: try required(explanation, "explanation"),
            section: try required(section, "section"), headingPath: try required(headingPath, "headingPath"),
            links: try required(links, "links"), code: try required(code, "code"),
            // Catalogs written before tables were kept have none.
            tables: tables ?? [],
            symbols: try required(symbols, "symbols"), numbers: try required(numbers, "numbers"),
            modality: try required(modality, "modality"), negated: try required(negated, "negated"),
            source: try required(source, "source"), alignment: alignment, alignedWith: alignedWith)
    }
}

extension AlignmentPairing: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var method: Method?, confidence: Double?, evidence: [String]?
        let start = try reader.readObject { name, reader in
            switch name {
            case "method": method = try reader.readEnumeration(Method.self)
            case "confidence": confidence = try reader.readDouble()
            case "evidence": evidence = try reader.readStrings()
            default: try reader.skipValue()
            }
        }
        self.init(method: try reader.required(method, "method", in: "an alignment", at: start), confidence: 0,
                  evidence: try reader.required(evidence, "evidence", in: "an alignment", at: start))
        // As written: `init` would round it again.
        self.confidence = try reader.required(confidence, "confidence", in: "an alignment", at: start)
    }
}

extension SourceLocation: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var file: String?, line: Int?
        let start = try reader.readObject { name, reader in
            switch name {
            case "file": file = try reader.readString()
            case "line": line = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        self.init(file: try reader.required(file, "file", in: "a source", at: start),
                  line: try reader.required(line, "line", in: "a source", at: start))
    }
}

extension GuidelineLink: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var text: String?, url: String?
        let start = try reader.readObject { name, reader in
            switch name {
            case "text": text = try reader.readString()
            case "url": url = try reader.readString()
            default: try reader.skipValue()
            }
        }
        self.init(text: try reader.required(text, "text", in: "a link", at: start),
                  url: try reader.required(url, "url", in: "a link", at: start))
    }
}

extension RetiredRule: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var id: String?, page: String?, language: LanguageCode?, statement: String?
        let start = try reader.readObject { name, reader in
            switch name {
            case "id": id = try reader.readString()
            case "page": page = try reader.readString()
            case "language": language = try reader.readString()
            case "statement": statement = try reader.readString()
            default: try reader.skipValue()
            }
        }
        func required<Value>(_ value: Value?, _ member: String) throws -> Value {
            try reader.required(value, member, in: "a retired rule", at: start)
        }
        self.init(id: try required(id, "id"), page: try required(page, "page"),
                  language: try required(language, "language"), statement: try required(statement, "statement"))
    }
}

extension Callout: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var page: String?, label: String?, language: LanguageCode?, text: String?
        var links: [GuidelineLink]?, source: SourceLocation?
        let start = try reader.readObject { name, reader in
            switch name {
            case "page": page = try reader.readString()
            case "label": label = try reader.readString()
            case "language": language = try reader.readString()
            case "text": text = try reader.readString()
            case "links": links = try reader.readArray(of: GuidelineLink.self)
            case "source": source = try reader.read(SourceLocation.self)
            default: try reader.skipValue()
            }
        }
        func required<Value>(_ value: Value?, _ member: String) throws -> Value {
            try reader.required(value, member, in: "a callout", at: start)
        }
        self.init(page: try required(page, "page"), label: try required(label, "label"),
                  language: try required(language, "language"), text: try required(text, "text"),
                  links: try required(links, "links"), source: try required(source, "source"))
    }
}

extension Changelog: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var schemaVersion: Int?, hasPrevious: Bool?, entries: [ChangelogEntry]?
        let start = try reader.readObject { name, reader in
            switch name {
            case "schemaVersion": schemaVersion = try reader.readInt()
            case "hasPrevious": hasPrevious = try reader.readBool()
            case "entries": entries = try reader.readArray(of: ChangelogEntry.self)
            default: try reader.skipValue()
            }
        }
        self.init(schemaVersion: try reader.required(schemaVersion, "schemaVersion", in: "the changelog", at: start),
                  hasPrevious: try reader.required(hasPrevious, "hasPrevious", in: "the changelog", at: start),
                  entries: try reader.required(entries, "entries", in: "the changelog", at: start))
    }
}

extension ChangelogEntry: CompactJSONReadable {
    init(reading reader: inout CompactJSONReader) throws {
        var kind: Kind?, id: String?, page: String?, language: LanguageCode?, old: String?, new: String?
        var source: SourceLocation?
        let start = try reader.readObject { name, reader in
            switch name {
            case "kind": kind = try reader.readEnumeration(Kind.self)
            case "id": id = try reader.readString()
            case "page": page = try reader.readString()
            case "language": language = try reader.readOptional { try $0.readString() }
            case "old": old = try reader.readOptional { try $0.readString() }
            case "new": new = try reader.readOptional { try $0.readString() }
            case "source": source = try reader.readOptional { try $0.read(SourceLocation.self) }
            default: try reader.skipValue()
            }
        }
        self.init(kind: try reader.required(kind, "kind", in: "a changelog entry", at: start),
                  id: try reader.required(id, "id", in: "a changelog entry", at: start),
                  page: try reader.required(page, "page", in: "a changelog entry", at: start),
                  language: language, old: old, new: new, source: source)
    }
}
