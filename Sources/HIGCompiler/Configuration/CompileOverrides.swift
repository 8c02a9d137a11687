/// Settings given on the command line. Each one that is set replaces the same setting from
/// `higc.yml`; paths here are relative to the working directory, not to the file.
public struct CompileOverrides: Equatable, Sendable {
    public var guidelines: String?
    public var output: String?
    public var glossary: String?
    public var sourceLanguage: LanguageCode?
    public var languages: [LanguageCode]?
    public var failOn: [FindingKind]?
    public var severities: [FindingKind: FindingSeverity]

    public init(guidelines: String? = nil, output: String? = nil, glossary: String? = nil, sourceLanguage: LanguageCode? = nil,
                languages: [LanguageCode]? = nil, failOn: [FindingKind]? = nil, severities: [FindingKind: FindingSeverity] = [:]) {
        self.guidelines = guidelines
        self.output = output
        self.glossary = glossary
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.failOn = failOn
        self.severities = severities
    }
}
