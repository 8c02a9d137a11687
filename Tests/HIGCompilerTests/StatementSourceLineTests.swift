@testable import HIGCompiler
import Testing

/// A statement names the line it starts on, not the line its paragraph starts on: a reviewer
/// who follows `file:line` lands on the sentence.
@Suite struct StatementSourceLineTests {
    private static func lines(_ files: [String: String]) -> [String: Int] {
        var lines: [String: Int] = [:]
        for rule in CompileRun.compile(files).catalog.rules {
            for (language, statement) in rule.statements { lines[language + " " + statement.text] = statement.source.line }
        }
        return lines
    }

    @Test func aRequirementAfterALabelLineNamesItsOwnLine() {
        let page = """
        # UIWidget

        ## Overview

        Note
        You must call the superclass implementation when you override this method.
        """
        let lines = Self.lines(["uiwidget/reference.md": page])
        #expect(lines["en You must call the superclass implementation when you override this method."] == 6, "\(lines)")
    }

    @Test func aSentenceOnTheSecondLineOfAParagraphNamesThatLine() {
        let page = """
        # 위젯

        ## 개요

          • 새 위젯이 제목을 가지면 바는 그 제목을 표시합니다.
          • 다른 제목을 표시하려면 위젯의 title 속성을 설정해야 합니다.
        """
        let lines = Self.lines(["widget/reference.ko.md": page])
        #expect(lines["ko 다른 제목을 표시하려면 위젯의 title 속성을 설정해야 합니다."] == 6, "\(lines)")
    }

    @Test func aTranslationWrappedOverSeveralLinesNamesTheLineItStartsOn() {
        let page = """
        # Toolbars

        **Use a toolbar for actions.** People find
        them there.
        > **작업에는
        > 툴바를 사용하세요.** 사람들은 거기서 찾습니다.
        """
        let lines = Self.lines(["toolbars/page.md": page])
        #expect(lines["en Use a toolbar for actions."] == 3, "\(lines)")
        #expect(lines["ko 작업에는 툴바를 사용하세요."] == 5, "\(lines)")
    }
}
