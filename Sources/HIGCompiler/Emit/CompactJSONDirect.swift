/// Model types that write their own JSON, byte for byte what their `Encodable` conformance gives
/// through `JSONOutput` (keys in byte order, absent optionals left out).
///
/// The catalog, the changelog and the report are arrays of tens of thousands of these; building
/// a value tree for each element through `Encoder` was most of the time spent writing them.
/// `DirectJSONTests` holds every conformance to the `JSONEncoder` output.
protocol CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws
}

/// Writes one JSON object's members in the order they are given (callers give them sorted).
struct CompactJSONObjectWriter {
    private let depth: Int
    private var isEmpty = true

    init(_ writer: inout CompactJSONWriter, depth: Int) {
        self.depth = depth
        writer.bytes.append(0x7B) // {
    }

    private mutating func separate(_ writer: inout CompactJSONWriter) {
        writer.newline(indentedTo: depth + 1, separating: !isEmpty)
        isEmpty = false
    }

    /// A member name of the model: a plain ASCII identifier, copied without an escaping pass.
    private mutating func key(_ name: StaticString, _ writer: inout CompactJSONWriter) {
        writer.appendMemberName(name, depth: depth + 1, separating: !isEmpty)
        isEmpty = false
    }

    /// A name that is data (a language code): escaped like any string.
    private mutating func key(_ name: String, _ writer: inout CompactJSONWriter) {
        separate(&writer)
        writer.writeString(name)
        writer.append(" : ")
    }

    mutating func string(_ name: StaticString, _ value: String, _ writer: inout CompactJSONWriter) {
        key(name, &writer)
        writer.writeString(value)
    }

    mutating func string(_ name: StaticString, _ value: String?, _ writer: inout CompactJSONWriter) {
        if let value { string(name, value, &writer) }
    }

    /// `null` when absent, for members the contract spells out as `null`.
    mutating func stringOrNull(_ name: StaticString, _ value: String?, _ writer: inout CompactJSONWriter) {
        key(name, &writer)
        if let value { writer.writeString(value) } else { writer.append("null") }
    }

    mutating func int(_ name: StaticString, _ value: Int, _ writer: inout CompactJSONWriter) {
        key(name, &writer)
        writer.bytes.appendDecimal(value)
    }

    mutating func double(_ name: StaticString, _ value: Double, _ writer: inout CompactJSONWriter) throws {
        key(name, &writer)
        // Whole numbers (most confidences are 1) skip formatting the double.
        if let integer = CompactJSONEncoder.wholeNumber(value) {
            writer.bytes.appendDecimal(integer)
            return
        }
        guard case .number(let text) = try CompactJSONEncoder.number(value) else { return }
        writer.bytes.append(contentsOf: text.utf8)
    }

    mutating func bool(_ name: StaticString, _ value: Bool, _ writer: inout CompactJSONWriter) {
        key(name, &writer)
        writer.append(value ? "true" : "false")
    }

    mutating func strings(_ name: StaticString, _ values: [String], _ writer: inout CompactJSONWriter) {
        key(name, &writer)
        writer.writeArray(values, depth: depth + 1) { value, writer, _ in writer.writeString(value) }
    }

    mutating func object(_ name: StaticString, _ value: some CompactJSONDirect, _ writer: inout CompactJSONWriter) throws {
        key(name, &writer)
        try value.writeCompactJSON(&writer, depth: depth + 1)
    }

    mutating func object(_ name: String, _ value: some CompactJSONDirect, _ writer: inout CompactJSONWriter) throws {
        key(name, &writer)
        try value.writeCompactJSON(&writer, depth: depth + 1)
    }

    mutating func object(_ name: StaticString, _ value: (some CompactJSONDirect)?, _ writer: inout CompactJSONWriter) throws {
        if let value { try object(name, value, &writer) }
    }

    mutating func objects<Element: CompactJSONDirect>(_ name: StaticString, _ values: [Element], _ writer: inout CompactJSONWriter) throws {
        key(name, &writer)
        try writer.writeArray(values, depth: depth + 1) { value, writer, depth in try value.writeCompactJSON(&writer, depth: depth) }
    }

    func close(_ writer: inout CompactJSONWriter) {
        writer.close(0x7D, depth: depth, isEmpty: isEmpty) // }
    }
}

extension CompactJSONWriter {
    /// An array as Foundation pretty-prints it (an empty one is `[\n\n]`).
    mutating func writeArray<Element>(_ values: [Element], depth: Int,
                                      element: (Element, inout CompactJSONWriter, Int) throws -> Void) rethrows {
        bytes.append(0x5B) // [
        for (index, value) in values.enumerated() {
            newline(indentedTo: depth + 1, separating: index > 0)
            try element(value, &self, depth + 1)
        }
        close(0x5D, depth: depth, isEmpty: values.isEmpty) // ]
    }
}

// MARK: - Conformances

extension GuidelineRule: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        object.strings("headingPath", headingPath, &writer)
        object.string("id", id, &writer)
        object.string("kind", kind.rawValue, &writer)
        object.string("page", page, &writer)
        object.string("section", section, &writer)
        object.string("severity", severity.rawValue, &writer)
        try object.object("statements", statements, &writer)
        object.close(&writer)
    }
}

extension StatementsByLanguage: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        // Keys in byte order, as every JSON object higc writes (not English first).
        try forEachInCodeOrder { language, statement in try object.object(language, statement, &writer) }
        object.close(&writer)
    }
}

extension GuidelineStatement: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        object.string("alignedWith", alignedWith, &writer)
        try object.object("alignment", alignment, &writer)
        object.strings("code", code, &writer)
        try object.double("confidence", confidence, &writer)
        object.string("explanation", explanation, &writer)
        object.strings("headingPath", headingPath, &writer)
        object.string("language", language, &writer)
        try object.objects("links", links, &writer)
        object.bool("marked", marked, &writer)
        object.string("modality", modality.rawValue, &writer)
        object.bool("negated", negated, &writer)
        object.strings("numbers", numbers, &writer)
        object.string("origin", origin.rawValue, &writer)
        object.string("section", section, &writer)
        try object.object("source", source, &writer)
        object.strings("symbols", symbols, &writer)
        object.strings("tables", tables, &writer)
        object.string("text", text, &writer)
        object.close(&writer)
    }
}

extension AlignmentPairing: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        try object.double("confidence", confidence, &writer)
        object.strings("evidence", evidence, &writer)
        object.string("method", method.rawValue, &writer)
        object.close(&writer)
    }
}

extension SourceLocation: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        object.string("file", file, &writer)
        object.int("line", line, &writer)
        object.close(&writer)
    }
}

extension GuidelineLink: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        object.string("text", text, &writer)
        object.string("url", url, &writer)
        object.close(&writer)
    }
}

extension AlignmentFinding: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        object.string("kind", kind.rawValue, &writer)
        object.string("language", language, &writer)
        object.string("message", message, &writer)
        object.string("page", page, &writer)
        try object.objects("related", related, &writer)
        object.stringOrNull("rule", rule, &writer)
        try object.object("source", source, &writer)
        object.close(&writer)
    }
}

extension ChangelogEntry: CompactJSONDirect {
    func writeCompactJSON(_ writer: inout CompactJSONWriter, depth: Int) throws {
        var object = CompactJSONObjectWriter(&writer, depth: depth)
        object.string("id", id, &writer)
        object.string("kind", kind.rawValue, &writer)
        object.string("language", language, &writer)
        object.string("new", new, &writer)
        object.string("old", old, &writer)
        object.string("page", page, &writer)
        try object.object("source", source, &writer)
        object.close(&writer)
    }
}
