@testable import HIGCompiler
import Testing

/// A page whose folder is renamed keeps what the previous catalog knew of it: its rule ids, and
/// which translation renders which rule, even where content and order alone would pair them
/// otherwise (the English swapped two rules the translation has not followed yet).
@Suite struct RenamedPageTests {
    static let familiar = "**Use familiar slider directions.** People expect the minimum value on the leading side and the maximum on the trailing side."
    static let customize = "**Customize a slider's appearance if it adds value.** You can adjust the color of the track to communicate meaning."
    static let precise = "**Don't use a slider for precise values.** If people need to enter an exact number, offer a text field or a stepper instead."
    static let korean = """
        # 슬라이더

        ## 모범 사례

        **가치를 더한다면 슬라이더의 모양을 사용자화하세요.** 트랙의 색상을 조정하여 의미를 전달할 수 있습니다.

        **익숙한 슬라이더 방향을 사용하세요.** 사람들은 최솟값이 앞쪽에, 최댓값이 뒤쪽에 있기를 기대합니다.

        **정확한 값에는 슬라이더를 사용하지 마세요.** 정확한 숫자를 입력해야 한다면 텍스트 필드나 스테퍼를 제공하세요.

        """

    static func english(_ rules: [String]) -> String { "# Sliders\n\n## Best practices\n\n" + rules.joined(separator: "\n\n") + "\n" }

    static func compile(_ folder: String, english: String, previous: RuleCatalog?) -> Compilation {
        let sources = [(GuidelineSourceFile(relativePath: "\(folder)/en.md"), english), (GuidelineSourceFile(relativePath: "\(folder)/ko.md"), korean)]
        return GuidelineCompiler().compile(sources: sources.map { (file: $0.0, text: $0.1) }, previous: previous)
    }

    static func korean(of compilation: Compilation) -> [String: String] {
        Dictionary(uniqueKeysWithValues: compilation.catalog.rules.compactMap { rule in
            rule.statements["ko"].map { (rule.statements[.english]!.text, $0.text) }
        })
    }

    @Test func aRenamedFolderKeepsThePairingsOfItsTranslations() {
        let first = Self.compile("sliders", english: Self.english([Self.customize, Self.familiar, Self.precise]), previous: nil)
        let swapped = Self.english([Self.familiar, Self.customize, Self.precise])
        let second = Self.compile("sliders", english: swapped, previous: first.catalog)
        let expected = [
            "Use familiar slider directions.": "익숙한 슬라이더 방향을 사용하세요.",
            "Customize a slider's appearance if it adds value.": "가치를 더한다면 슬라이더의 모양을 사용자화하세요.",
            "Don't use a slider for precise values.": "정확한 값에는 슬라이더를 사용하지 마세요.",
        ]
        #expect(Self.korean(of: second) == expected)
        let renamed = Self.compile("slider-controls", english: swapped, previous: second.catalog)
        #expect(Self.korean(of: renamed) == expected)
        #expect(renamed.catalog.rules.map(\.id).sorted() == second.catalog.rules.map(\.id).sorted())
        #expect(!renamed.report.findings.contains { $0.kind == .misplaced || $0.kind == .stale }, "\(renamed.report.findings.map(\.message))")
    }
}
