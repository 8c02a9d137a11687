import Foundation

/// `GuidelineCompiler` driven by `CompileSettings`: the glossary may live outside the guidelines
/// root, and expected languages add `missing` findings. With default settings the result is
/// exactly `GuidelineCompiler().compile(guidelines:outputDirectory:)`.
public struct ConfiguredCompiler {
    public var settings: CompileSettings
    public var compiler: GuidelineCompiler

    public init(settings: CompileSettings, compiler: GuidelineCompiler = GuidelineCompiler()) {
        self.settings = settings
        self.compiler = compiler
    }

    public func compile() throws -> Compilation {
        var compilation: Compilation
        if let glossaryURL = settings.glossary {
            let corpus = try GuidelineCorpusLoader.load(root: settings.guidelines)
            let previous = try PreviousCatalogReader.read(outputDirectory: settings.output)
            let emptiness = try GuidelineCompiler.checkSourcesExist(count: corpus.sources.count, root: settings.guidelines, previous: previous)
            let changelog = previous == nil ? nil : PreviousCatalogReader.readChangelog(outputDirectory: settings.output)
            let name = RelativePath.from(settings.guidelines, to: glossaryURL)
            let glossary = try Glossary.parse(readGlossary(glossaryURL, name: name), file: name)
            compilation = compiler.compile(sources: corpus.sources, glossary: glossary, previous: previous,
                                           previousChangelog: changelog, diagnostics: emptiness + corpus.diagnostics)
            if let lost = PreviousCatalogReader.lostCatalogWarning(outputDirectory: settings.output) { compilation.diagnostics.append(lost) }
        } else {
            compilation = try compiler.compile(guidelines: settings.guidelines, outputDirectory: settings.output)
        }
        return settings.expectedLanguages.apply(to: compilation)
    }

    /// Every generated file, with the review page linking sources relative to the output directory.
    public func files(for compilation: Compilation) throws -> [String: Data] {
        try GeneratedOutput.files(for: compilation, sourceRoot: settings.reviewSourceRoot)
    }

    /// The same files, rendered only as `OutputWriter` writes or compares them.
    public func generatedFiles(for compilation: Compilation) -> [GeneratedFile] {
        GeneratedOutput.generatedFiles(for: compilation, sourceRoot: settings.reviewSourceRoot)
    }

    private func readGlossary(_ url: URL, name: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CompileError.unreadable(path: url.path, reason: "glossary not found or not readable")
        }
        return SourceDecoder.decode([UInt8](data), file: name).text
    }
}
