/// Renders the catalog as Swift: one file per page, one type per rule conforming to
/// `HIGRules.HIGRule`, and a registry listing them all. The output compiles as the
/// `HIGGeneratedRules` target, so a generator bug breaks the build instead of a linter.
struct SwiftStubRenderer {
    static let directory = "Swift"
    static let registryFile = "Swift/GeneratedRuleRegistry.swift"

    let catalog: RuleCatalog

    /// Every stub file rendered in memory, by path.
    func render() -> [String: String] {
        // In-memory sinks cannot fail.
        Dictionary(uniqueKeysWithValues: plan().map { ($0.path, String(decoding: try! $0.data(), as: UTF8.self)) })
    }

    /// The stub files. Type names are settled up front (they depend on every page), the sources
    /// only when each file is written, so pages render in parallel and never all sit in memory
    /// at once.
    func plan() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        // Positions rather than copies of the rules, and names rather than registry lines:
        // a catalog of tens of thousands of rules is otherwise held twice while it is written.
        var registry: [(namespace: String, names: [String])] = []
        let catalog = catalog
        // A translation that pairs with no English rule of its page is drift (`extra`), left
        // over from a rule the English removed or not yet given its English: no guideline to check.
        let pagesWithEnglish = Set(catalog.rules.lazy.filter { $0.statements.hasStatement(in: .english) }.map(\.page))
        let stubbed = catalog.rules.indices.filter {
            catalog.rules[$0].statements.hasStatement(in: .english) || !pagesWithEnglish.contains(catalog.rules[$0].page)
        }
        let byPage = Dictionary(grouping: stubbed, by: { catalog.rules[$0].page })
        var usedPageNames: Set<String> = []
        for page in byPage.keys.sorted() {
            let positions = byPage[page]!
            var namespace = SwiftIdentifier.typeName(page)
            // Page enums are top-level types of the stubs' module: one named as a platform type
            // (a page `color`) would make `Color` ambiguous in every file importing both.
            if PlatformTypeNames.bundled.contains(namespace) { namespace += "_" }
            // Compared without case: each page is a file, and `NavBar.swift` and `Navbar.swift`
            // are one file on a case-insensitive file system (macOS, Windows).
            while !usedPageNames.insert(namespace.lowercased()).inserted { namespace += "_" }
            var usedNames: Set<String> = []
            var names: [String] = []
            names.reserveCapacity(positions.count)
            for position in positions {
                var name = SwiftIdentifier.typeName(Self.slug(of: catalog.rules[position].id))
                while !usedNames.insert(name).inserted { name += "_" }
                names.append(name)
            }
            registry.append((namespace, names))
            let renderer = self
            files.append(GeneratedFile(path: "\(Self.directory)/\(namespace).swift") { [namespace, names] sink in
                var out = TextBuffer(capacity: 1 << 14)
                renderer.renderPage(page, rules: positions.map { catalog.rules[$0] }, namespace: namespace, names: names, into: &out)
                try sink.write(bytes: out.bytes)
            })
        }
        files.append(GeneratedFile(path: Self.registryFile) { [registry] sink in
            try sink.write(Self.header(sources: []))
            try sink.write("import HIGRules\n\n")
            // Computed: an array of metatypes is not `Sendable`, so a stored global of one does not
            // build in Swift 6 language mode.
            try sink.write("/// Every rule of the catalog, in catalog order.\npublic enum GeneratedRuleRegistry {\n")
            try sink.write("    public static var all: [any HIGRule.Type] {\n        [\n")
            for (namespace, names) in registry {
                for name in names { try sink.write("            \(namespace).\(name).self,\n") }
            }
            try sink.write("        ]\n    }\n}\n")
        })
        return files
    }

    private func renderPage(_ page: String, rules: [GuidelineRule], namespace: String, names: [String],
                            into out: inout TextBuffer) {
        let sources = rules.sortedSourceFiles
        out.append(Self.header(sources: sources))
        out += "import HIGRules\n\n/// Rules of the `"
        out.append(Self.commentSafe(page))
        out += "` guideline page.\npublic enum "
        out.append(namespace)
        out += " {}\n"
        for (rule, name) in zip(rules, names) {
            out += "\n"
            renderRule(rule, namespace: namespace, name: name, into: &out)
        }
    }

    private static func header(sources: [String]) -> String {
        // Paths as the catalog gives them, relative to the guidelines root, wherever that is.
        let list = sources.isEmpty ? "the guideline sources" : commentSafe(sources.joined(separator: ", "))
        return "// Generated by higc from \(list); do not edit.\n// Implement rules in your own target (see HIGRules.RuleImplementation).\n\n"
    }

    /// One rule's type, appended piece by piece (thousands of rules: no interpolated strings).
    private func renderRule(_ rule: GuidelineRule, namespace: String, name: String, into out: inout TextBuffer) {
        let primary = rule.primaryStatement
        let languages = rule.languages
        out += "extension "
        out.append(namespace)
        out += " {\n"
        // Statements read in place: `rule.statements[language]` copies one out each time.
        rule.statements.forEachInOutputOrder { language, statement in
            out += "    /// "
            if language != languages.first {
                out.append(language)
                out += ": "
            }
            out.append(Self.singleLine(statement.text))
            out += "\n"
            if language == languages.first { out += "    ///\n" }
        }
        out += "    /// - Source: `"
        out.append(Self.commentSafe(primary.source.file))
        out += ":"
        out.append(primary.source.line)
        out += "`\n    public struct "
        out.append(name)
        out += ": HIGRule {\n        public static let description = RuleDescription(\n            identifier: "
        appendLiteral(rule.id, into: &out)
        out += ",\n            name: "
        appendLiteral(displayName(primary.text), into: &out)
        out += ",\n            statements: [\n"
        rule.statements.forEachInOutputOrder { language, statement in
            out += "                "
            appendLiteral(language, into: &out)
            out += ": "
            appendLiteral(statement.text, into: &out)
            out += ",\n"
        }
        out += "            ],\n            rationale: "
        appendLiteral(primary.explanation, into: &out)
        // The translations' explanations, for linters that speak the reader's language.
        var translatedExplanations = false
        rule.statements.forEachInOutputOrder { language, statement in
            guard language != primary.language, !statement.explanation.isEmpty else { return }
            out += translatedExplanations ? "" : ",\n            rationales: [\n"
            translatedExplanations = true
            out += "                "
            appendLiteral(language, into: &out)
            out += ": "
            appendLiteral(statement.explanation, into: &out)
            out += ",\n"
        }
        if translatedExplanations { out += "            ]" }
        out += rule.kind == .guideline ? ",\n            kind: .guideline,\n            page: " : ",\n            kind: .apiRequirement,\n            page: "
        appendLiteral(rule.page, into: &out)
        out += ",\n            section: "
        appendLiteral(rule.section, into: &out)
        out += ",\n            modality: ."
        out.append(primary.modality.rawValue)
        out += ",\n            severity: ."
        out.append(rule.severity.rawValue)
        out += ",\n            apiSymbols: ["
        var uniqueSymbols: [String] = []
        var seen: Set<String> = []
        rule.statements.forEachInOutputOrder { _, statement in
            for symbol in statement.symbols where seen.insert(symbol).inserted { uniqueSymbols.append(symbol) }
        }
        for (index, symbol) in uniqueSymbols.enumerated() {
            if index > 0 { out += ", " }
            appendLiteral(symbol, into: &out)
        }
        out += "],\n            source: RuleSourceLocation(file: "
        appendLiteral(primary.source.file, into: &out)
        out += ", line: "
        out.append(primary.source.line)
        out += ")\n        )\n    }\n}\n"
    }

    /// The slug of `PAGE/slug`. Read after the last slash, not after the page: a rule moved to
    /// another page keeps the id, and the page prefix, it was given.
    static func slug(of id: String) -> String {
        guard let slash = id.utf8.lastIndex(of: UInt8(ascii: "/")) else { return id }
        return String(id[id.utf8.index(after: slash)...])
    }

    /// `text` without trailing full stops (`.` or `。`).
    private func displayName(_ text: String) -> String {
        // Simple text (see `SimpleText`) has one character per scalar: its bytes say where it ends.
        guard SimpleText.isSimple(text) else {
            var name = text
            while let last = name.last, ".。".contains(last) { name.removeLast() }
            return name
        }
        let kept = SimpleText.withUTF8(text) { bytes in
            var end = bytes.count
            while true {
                if end >= 1, bytes[end - 1] == 0x2E { end -= 1 } // .
                else if end >= 3, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, bytes[end - 1] == 0x82 { end -= 3 } // 。
                else { return end }
            }
        }
        return kept == text.utf8.count ? text : String(decoding: text.utf8.prefix(kept), as: UTF8.self)
    }

    /// `text` as a Swift string literal.
    private func appendLiteral(_ text: String, into out: inout TextBuffer) {
        // Most text needs no escaping: check its bytes once and quote it whole.
        guard Self.needsNoEscaping(text) else {
            out.append(literal(text))
            return
        }
        out += "\""
        out.append(text)
        out += "\""
    }

    private func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// No backslash, quote, control character or line/paragraph separator (U+2028/9 are
    /// E2 80 A8/A9 in UTF-8).
    private static func needsNoEscaping(_ text: String) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                // Eight bytes at a time while none is a candidate.
                if index + 8 <= count, !mayNeedEscaping(ByteWord.load(bytes, at: index)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F || byte == 0x5C || byte == 0x22 { return false }
                if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                   bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether any of the eight bytes in `word` is a control character, DEL, `\\`, `"` or the
    /// lead byte E2 of U+2028/9.
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        ByteWord.any(ByteWord.below(word, 0x20) | ByteWord.equal(word, 0x7F) | ByteWord.equal(word, 0x5C)
                     | ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0xE2))
    }

    /// `text` on one line, for a doc comment.
    static func singleLine(_ text: String) -> String {
        commentSafe(SimpleText.withUTF8(text) { $0.contains(0x0A) } ? text.replacingOccurrences(of: "\n", with: " ") : text)
    }

    /// `text` with the characters that would end a line comment or hide in one (control
    /// characters, NEL, the line and paragraph separators) written as `\u{…}`: a file or folder
    /// name with a newline in it must not put its rest on a line of code.
    static func commentSafe(_ text: String) -> String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        // Most text has none: one pass over its bytes (NEL and the separators start with C2 and E2).
        let mayHold = SimpleText.withUTF8(text) { bytes in bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 } }
        guard mayHold, text.unicodeScalars.contains(where: unsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if unsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Swift identifiers from ids and page names.
enum SwiftIdentifier {
    /// `navigation-bars` → `NavigationBars`; `use-standard-back-button-2` → `UseStandardBackButton2`.
    static func typeName(_ text: String) -> String {
        var name: String
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Ids are ASCII: capitalise byte by byte, without Unicode case mapping.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            var startsWord = true
            for byte in text.utf8 {
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                guard isLetter || (byte >= 0x30 && byte <= 0x39) else { startsWord = true; continue }
                bytes.append(startsWord && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
                startsWord = false
            }
            name = String(decoding: bytes, as: UTF8.self)
        } else {
            // A page folder named in Korean or Japanese is romanised as rule ids are (`파일 관리` →
            // `PailGwanri`): named after itself, not `Rule`, `Rule_`, … in the order of the pages,
            // which a new page would shift.
            let slug = RuleSlug.make(from: text, stopWords: [], maximumWords: .max)
            name = slug.utf8.allSatisfy({ $0 < 0x80 }) && !slug.isEmpty ? typeName(slug)
                : text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
                    .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        if name.isEmpty { name = "Rule" }
        if name.first!.isNumber { name = "Rule" + name }
        if reserved.contains(name) { name += "_" }
        return name
    }

    /// Names a generated type cannot take: Swift's capitalised keywords (`Self`, `Any`, and
    /// `Type` and `Protocol`, which `X.Type` would read as a metatype), the names the generated
    /// code spells and every public type of `HIGRules`, which linters import beside the stubs
    /// and a page or rule of that name would make ambiguous (a page `rule-description`),
    /// and the modules a target holding the stubs imports, whose qualified names (`Swift.Int`,
    /// `Foundation.URL`) a public enum of that name would hide from every importer.
    static let reserved: Set<String> = [
        "Self", "Any", "Type", "Protocol",
        "HIGRules", "HIGRule", "RuleDescription", "RuleSourceLocation", "GeneratedRuleRegistry",
        "RuleImplementation", "RuleExample", "ImplementationStatus", "RuleKind", "RuleModality", "RuleSeverity",
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Darwin", "SwiftUI", "UIKit", "AppKit",
        "Observation", "Combine", "SwiftSyntax", "Testing", "XCTest",
    ]

}
