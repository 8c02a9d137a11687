/// The commented `higc.yml` that `higc init` writes. Built from the same tables the loader and
/// the checks use (keys, finding kinds, default severities), so the starter never drifts from
/// what higc accepts; a test loads it back.
public enum StarterConfiguration {
    public static var text: String { text() }

    /// The starter naming `guidelines` and `output` as seen from the file's folder: a file written
    /// to `ci/higc.yml` names `../Guidelines`, since its paths are relative to it.
    public static func text(guidelines: String = CompileSettings.defaultGuidelines,
                            output: String = CompileSettings.defaultOutput) -> String {
        let kinds = FindingKind.allCases.map(\.rawValue)
        let width = kinds.map(\.count).max() ?? 0
        let severities = FindingKind.allCases.map { kind -> String in
            let name = kind.rawValue + ":"
            let padding = String(repeating: " ", count: width + 1 - name.count + 1)
            return "  \(name)\(padding)\(FindingSeverity.defaultSeverity(for: kind).rawValue)"
        }.joined(separator: "\n")
        return """
        # higc.yml: settings for `higc compile`, `higc explain` and the higc-compile package plugin.
        # Paths are relative to this file. Command-line flags override every setting here.

        # Guideline Markdown to read: one folder per page (see the README).
        guidelines: \(guidelines)

        # Where catalog.json, alignment.json, alignment.md, changelog.json, review.html and Swift/ are written.
        output: \(output)

        # The language translations are compared with. higc aligns translations with English.
        source-language: en

        # The team glossary. Default: glossary.yml in the guidelines folder. Its format:
        #   terms:
        #     - en: navigation bar
        #       ko: [내비게이션 바]        # approved renderings: one, or a list
        #       ja: ナビゲーションバー
        #       variants:                  # renderings reported as off-glossary (`terminology`)
        #         ko: [네비게이션 바]
        #       symbol: UINavigationBar    # optional: the API the term names
        # glossary: \(guidelines)/glossary.yml

        # Languages every guideline page should have. A page without one of them gets a `missing`
        # finding per English guideline. Default: a page is expected to have only the languages it has.
        # languages: [ko, ja]

        # Per-page replacements for `languages`.
        # page-languages:
        #   toolbars: [ko]

        # Finding kinds that make `higc compile` exit 1 after writing (for CI).
        # Kinds: \(kinds.joined(separator: ", ")).
        fail-on: []

        # How each finding kind is reported in SARIF and GitHub annotations
        # (`higc compile --findings-format sarif|github`): error, warning, note, or none to leave it out.
        severities:
        \(severities)

        """
    }
}
