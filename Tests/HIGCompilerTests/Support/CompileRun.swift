import Foundation
@testable import HIGCompiler

/// Runs the compiler the way `higc compile` does: against an output directory, then writes it.
enum CompileRun {
    @discardableResult
    static func compile(_ guidelines: URL, into output: URL) throws -> Compilation {
        let compilation = try GuidelineCompiler().compile(guidelines: guidelines, outputDirectory: output)
        try OutputWriter().write(GeneratedOutput.files(for: compilation), to: output)
        return compilation
    }

    /// A guidelines root in `scratch` with one page folder, and the output directory beside it.
    static func scratchPage(_ name: String, in scratch: URL) throws -> (guidelines: URL, output: URL, page: URL) {
        let guidelines = scratch.appendingPathComponent("Guidelines")
        let page = guidelines.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
        return (guidelines, scratch.appendingPathComponent("Generated"), page)
    }

    /// A scratch copy of the repository's `Guidelines/`.
    static func copyOfGuidelines(in directory: URL) throws -> URL {
        let copy = directory.appendingPathComponent("Guidelines")
        try FileManager.default.copyItem(at: TestPaths.guidelines, to: copy)
        return copy
    }

    /// Compiles sources given as text (relative path → Markdown) without touching the disk.
    static func compile(_ files: [String: String], glossary: Glossary = .empty) -> Compilation {
        let sources = files.keys.sorted().map { (file: GuidelineSourceFile(relativePath: $0), text: files[$0]!) }
        return GuidelineCompiler().compile(sources: sources, glossary: glossary)
    }

    /// Replaces the first occurrence of `old` in a file, failing loudly when it is not there.
    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let range = text.range(of: old) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(old) not in \(file.path)"])
        }
        try Data(text.replacingCharacters(in: range, with: new).utf8).write(to: file)
    }
}

extension Compilation {
    func rule(_ id: String) -> GuidelineRule? { catalog.rules.first { $0.id == id } }

    func findings(_ kind: FindingKind) -> [AlignmentFinding] { report.findings.filter { $0.kind == kind } }

    /// Each English statement and the statement in `language` of its rule ("" when it has none).
    func translations(_ language: LanguageCode) -> [String: String] {
        Dictionary(uniqueKeysWithValues: catalog.rules.compactMap { rule in
            rule.statements[.english].map { ($0.text, rule.statements[language]?.text ?? "") }
        })
    }
}
