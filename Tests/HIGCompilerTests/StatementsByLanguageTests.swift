import Foundation
@testable import HIGCompiler
import Testing

/// `StatementsByLanguage` replaced a dictionary for memory's sake: it must behave like one
/// (lookup, assignment, removal, JSON) and add only a fixed order.
@Suite struct StatementsByLanguageTests {
    private func statement(_ language: LanguageCode, _ text: String) -> GuidelineStatement {
        GuidelineStatement(language: language, text: text, marked: true, origin: .bold,
                           source: SourceLocation(file: "page.md", line: 1))
    }

    @Test func iteratesEnglishFirstThenAlphabeticallyWhateverTheInsertionOrder() {
        var statements = StatementsByLanguage()
        statements["ko"] = statement("ko", "한국어")
        statements["ja"] = statement("ja", "日本語")
        statements[.english] = statement("en", "English")
        statements["de"] = statement("de", "Deutsch")
        #expect(Array(statements.keys) == ["en", "de", "ja", "ko"])
        #expect(statements.values.map(\.text) == ["English", "Deutsch", "日本語", "한국어"])
        let reversed: StatementsByLanguage = ["de": statement("de", "Deutsch"), "ko": statement("ko", "한국어"),
                                              "en": statement("en", "English"), "ja": statement("ja", "日本語")]
        #expect(statements == reversed)
        #expect(statements.hashValue == reversed.hashValue)
    }

    @Test func assignmentReplacesAndNilRemoves() {
        var statements: StatementsByLanguage = ["en": statement("en", "Old"), "ko": statement("ko", "한국어")]
        statements[.english] = statement("en", "New")
        #expect(statements.count == 2)
        #expect(statements[.english]?.text == "New")
        statements[.english]!.explanation = "Because."
        #expect(statements[.english]?.explanation == "Because.")
        statements["ko"] = nil
        statements["ja"] = nil
        #expect(Array(statements.keys) == ["en"])
        #expect(statements["ko"] == nil)
        statements[.english] = nil
        #expect(statements.isEmpty)
    }

    @Test func encodesAndDecodesAsTheDictionaryItReplaced() throws {
        let dictionary = ["ko": statement("ko", "한국어"), "en": statement("en", "English")]
        let statements = StatementsByLanguage(dictionary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(statements) == encoder.encode(dictionary))
        #expect(try JSONOutput.encode(statements) == JSONOutput.encode(dictionary))
        let decoded = try JSONDecoder().decode(StatementsByLanguage.self, from: encoder.encode(dictionary))
        #expect(decoded == statements)
    }

    @Test func aRuleIsNamedAfterEnglishElseItsFirstLanguage() {
        let bilingual = GuidelineRule(page: "p", section: "", headingPath: [],
                                      statements: ["ko": statement("ko", "한국어"), "en": statement("en", "English")])
        #expect(bilingual.primaryStatement.language == .english)
        #expect(bilingual.languages == ["en", "ko"])
        let translated = GuidelineRule(page: "p", section: "", headingPath: [],
                                       statements: ["ko": statement("ko", "한국어"), "ja": statement("ja", "日本語")])
        #expect(translated.primaryStatement.language == "ja")
    }
}
