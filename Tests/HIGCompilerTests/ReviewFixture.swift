import Foundation
@testable import HIGCompiler

/// Compilations the review page, explain and SARIF tests share.
enum ReviewFixture {
    static let reworded = "navigation-bars/use-standard-back-button"

    /// The repository's guidelines compiled from scratch (no previous catalog).
    static func fresh() throws -> Compilation {
        let corpus = try GuidelineCorpusLoader.load(root: TestPaths.guidelines)
        return GuidelineCompiler().compile(sources: corpus.sources, glossary: try glossary(corpus), diagnostics: corpus.diagnostics)
    }

    /// The guidelines after an English edit, compiled against the catalog from before it: the
    /// changelog has a `reworded` entry and the translations of that rule are `stale`.
    static func afterEnglishEdit() throws -> Compilation {
        let corpus = try GuidelineCorpusLoader.load(root: TestPaths.guidelines)
        let glossary = try glossary(corpus)
        let before = GuidelineCompiler().compile(sources: corpus.sources, glossary: glossary)
        let statement = "**Use the standard back button.**"
        guard corpus.sources.contains(where: { $0.file.relativePath == "navigation-bars/page.md" && $0.text.contains(statement) }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(statement) is no longer in Guidelines/navigation-bars/page.md"])
        }
        let edited = corpus.sources.map { source -> (file: GuidelineSourceFile, text: String) in
            guard source.file.relativePath == "navigation-bars/page.md" else { return source }
            return (source.file, source.text.replacingOccurrences(of: statement, with: "**Use the system-provided back button.**"))
        }
        return GuidelineCompiler().compile(sources: edited, glossary: glossary, previous: before.catalog,
                                           previousChangelog: before.changelog)
    }

    private static func glossary(_ corpus: LoadedCorpus) throws -> Glossary {
        try corpus.glossaryText.map { try Glossary.parse($0.text, file: $0.file) } ?? .empty
    }
}
