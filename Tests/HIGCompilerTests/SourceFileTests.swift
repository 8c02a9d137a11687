import Foundation
@testable import HIGCompiler
import Testing

/// Sources are found, named and decoded before anything reads them: page ids from folders,
/// languages and reference pages from file names, text repaired without losing a line.
@Suite struct SourceFileTests {
    @Test(arguments: [
        ("navigation-bars/page.md", "navigation-bars", nil, "page"),
        ("navigation-bars/ja.md", "navigation-bars", "ja", ""),
        ("uinavigationcontroller/reference.ko.md", "uinavigationcontroller", "ko", "reference"),
        ("bars/tab-bars/zh-Hans.md", "bars/tab-bars", "zh-Hans", ""),
        ("bars/faq.en-GB.md", "bars", "en", "faq"),
        ("notes.md", "notes", nil, "notes"),
        ("ko.md", "ko", "ko", ""),
        ("alerts/page.v2.md", "alerts", nil, "page.v2"),
        ("alerts/README.md", "alerts", nil, "README"),
        // A README's translation named with a hyphen or an underscore, in any case.
        ("alerts/README-ko.md", "alerts", "ko", "README"),
        ("alerts/README_KO.md", "alerts", "ko", "README"),
        ("alerts/README.ko_KR.md", "alerts", "ko-KR", "README"),
        ("한국/README-ja.md", "한국", "ja", "README"),
        // Only a README's: another stem keeps its hyphen ("jump-to" is no page in Tongan).
        ("alerts/jump-to.md", "alerts", nil, "jump-to"),
        ("alerts/README-notes.md", "alerts", nil, "README-notes"),
    ] as [(String, String, String?, String)])
    func fileNamesGivePageLanguageAndStem(_ path: String, _ page: String, _ language: String?, _ stem: String) {
        let file = GuidelineSourceFile(relativePath: path)
        #expect(file.page == page)
        #expect(file.fixedLanguage == language)
        #expect(file.stem == stem)
    }

    @Test func byteOrderMarkIsDropped() {
        let decoded = SourceDecoder.decode([0xEF, 0xBB, 0xBF] + Array("**Use it.**".utf8), file: "a.md")
        #expect(decoded.text == "**Use it.**")
        #expect(decoded.diagnostics.isEmpty)
    }

    /// Windows editors save "Unicode" text as UTF-16 with a byte order mark: read it, and say so.
    @Test func utf16WithAByteOrderMarkIsDecoded() {
        let text = "# 버튼\r\n\r\n**동사를 사용하세요.** 😀\r\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let encodings: [([UInt8], String)] = [(little, "little"), (big, "big")]
        for (bytes, order) in encodings {
            let decoded = SourceDecoder.decode(bytes, file: "ko.md")
            #expect(decoded.text == text.replacingOccurrences(of: "\r\n", with: "\n"), "CRLF read as LF")
            #expect(decoded.diagnostics.map(\.description)
                == ["ko.md:1: warning: decoded as UTF-16 (\(order)-endian) from its byte order mark; save it as UTF-8"])
        }
        // An unpaired surrogate and an odd byte are replaced and reported, never dropped silently.
        let broken = SourceDecoder.decode([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42, 0x00, 0x43], file: "x.md")
        #expect(broken.text == "A\u{FFFD}B")
        #expect(broken.diagnostics.count == 3)
        // The warning names the line of the first unpaired surrogate.
        let units: [UInt16] = Array("one\ntwo ".utf16) + [0xDC00] + Array("\n".utf16)
        let second = SourceDecoder.decode([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, file: "y.md")
        #expect(second.diagnostics.map(\.description).contains("y.md:2: warning: unpaired UTF-16 surrogates replaced with U+FFFD"),
                "\(second.diagnostics.map(\.description))")
    }

    /// A file saved in Shift_JIS is invalid UTF-8 on every Japanese line: one warning says what
    /// the file is, at its first such line, instead of one per line.
    @Test func aFileInALegacyEncodingGetsOneWarningSayingSo() {
        // 「ボタン」 and 「表示」 in Shift_JIS, on three lines of five.
        let shiftJIS: [UInt8] = [0x83, 0x7B, 0x83, 0x5E, 0x83, 0x93]
        let bytes = Array("# Title\n".utf8) + shiftJIS + Array("\n\n".utf8) + shiftJIS + Array("\nplain\n".utf8) + shiftJIS + Array("\n".utf8)
        let decoded = SourceDecoder.decode(bytes, file: "ja.md")
        #expect(decoded.diagnostics.count == 1)
        let warning = decoded.diagnostics.first
        #expect(warning?.line == 2)
        #expect(warning?.message.contains("on 3 of 6 lines") == true, "\(decoded.diagnostics.map(\.description))")
        #expect(warning?.message.contains("not UTF-8") == true)
    }

    @Test func invalidUTF8IsReplacedAndReportedWithItsLine() {
        let bytes = Array("line one\nline ".utf8) + [0xFF, 0xFE] + Array(" two\n".utf8)
        let decoded = SourceDecoder.decode(bytes, file: "bad.md")
        #expect(decoded.text.contains("\u{FFFD}"))
        #expect(decoded.text.hasPrefix("line one\n"))
        #expect(decoded.diagnostics.map(\.description) == ["bad.md:2: warning: invalid UTF-8 replaced with U+FFFD"])
    }

    @Test func nulBytesBecomeReplacementCharacters() {
        let decoded = SourceDecoder.decode(Array("a\nb\u{0}c".utf8), file: "bin.md")
        #expect(decoded.text == "a\nb\u{FFFD}c")
        #expect(decoded.diagnostics.first?.line == 2)
    }

    @Test func decomposedHangulIsComposed() {
        let decomposed = "툴바를 사용하세요".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > "툴바를 사용하세요".unicodeScalars.count)
        #expect(SourceDecoder.decode(Array(decomposed.utf8), file: "k.md").text.unicodeScalars.elementsEqual("툴바를 사용하세요".unicodeScalars))
    }

    @Test func loaderFindsEveryMarkdownFileAndNamesItsPage() throws {
        let corpus = try GuidelineCorpusLoader.load(root: TestPaths.fixtures.appendingPathComponent("AlignmentSet"))
        let files = corpus.sources.map(\.file.relativePath)
        #expect(files.contains("alerts/page.md") && files.contains("alerts/ko.md") && files.contains("alerts/ja.md"))
        #expect(!files.contains { !$0.hasSuffix(".md") }, "answers.json and glossary.yml are not sources")
        #expect(Set(corpus.sources.map(\.file.page)) == ["alerts", "buttons", "color-and-contrast", "launch-screen", "onboarding", "tab-bars"])
        #expect(corpus.glossaryText?.file == "glossary.yml")
    }

    @Test func twoFoldersThatGiveOnePageIdAreAnError() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try TestPaths.write(["Alerts/page.md": "# Alerts\n", "alerts/ko.md": "# 알림\n"], under: root)
        #expect(throws: CompileError.self) { try GuidelineCorpusLoader.load(root: root) }
        #expect(throws: CompileError.guidelinesNotFound(path: root.appendingPathComponent("absent").path)) {
            try GuidelineCorpusLoader.load(root: root.appendingPathComponent("absent"))
        }
    }

    /// A folder named in decomposed Hangul (as some file systems give names) is the page its
    /// composed name is: ids do not depend on the machine the guidelines were checked out on.
    @Test func aDecomposedFolderNameGivesTheComposedPage() {
        let decomposed = "내비 바".decomposedStringWithCanonicalMapping
        // Swift compares strings by canonical equivalence: the scalars tell the forms apart.
        #expect(Array(decomposed.unicodeScalars) != Array("내비 바".unicodeScalars))
        let file = GuidelineSourceFile(relativePath: decomposed + "/ko.md")
        #expect(Array(file.page.unicodeScalars) == Array("내비 바".unicodeScalars))
        #expect(Array(file.relativePath.unicodeScalars) == Array((decomposed + "/ko.md").unicodeScalars), "the path on disk is kept for reading it")
    }

    /// A file named for a country rather than a language (`README.kr.md`) is read as the name
    /// says, and the name is reported: its text reads as a language higc knows.
    @Test func aCountryCodeForALanguageIsReported() {
        let compilation = CompileRun.compile([
            "toolbars/README.md": "# Toolbars\n\n**Keep toolbar items few.** Too many crowd the bar.\n",
            "toolbars/README.kr.md": "# 툴바\n\n**툴바 항목은 적게 유지하세요.** 너무 많으면 바가 붐빕니다.\n",
        ])
        let warnings = compilation.diagnostics.filter { $0.file == "toolbars/README.kr.md" }
        #expect(warnings.count == 1 && warnings.first?.message.contains("reads as `ko`") == true, "\(warnings.map(\.message))")
        let clean = CompileRun.compile(["toolbars/README.md": "# Toolbars\n\n**Keep toolbar items few.** Too many crowd the bar.\n",
                                        "toolbars/README.ko.md": "# 툴바\n\n**툴바 항목은 적게 유지하세요.** 너무 많으면 바가 붐빕니다.\n"])
        #expect(clean.diagnostics.isEmpty)
    }

    /// A translator's TODO.md beside the page's README is no page: the README stays the page.
    @Test func aTodoBesideTheReadmeLeavesTheReadmeThePage() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try TestPaths.write([
            "toolbars/README.md": "# Toolbars\n\n**Keep toolbar items few.** Too many crowd the bar.\n",
            "toolbars/README-ko.md": "# 툴바\n\n**툴바 항목은 적게 유지하세요.** 너무 많으면 바가 붐빕니다.\n",
            "toolbars/TODO.md": "# TODO\n\n**Translate the new section.** Due next week.\n",
        ], under: scratch)
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map { $0.languages } == [["en", "ko"]])
    }

    /// An MDX page is a page: its module lines are the site's code, and its Markdown is read as
    /// a `.md` page's, every line at its number.
    @Test func anMDXPagesModuleLinesAreNoText() {
        let page = """
            import Tabs from '@theme/Tabs';
            import {
              TabItem,
            } from '@theme/TabItem';
            export const meta = {
              title: 'Alerts',
            }
            # Alerts

            import Callout from '@site/src/Callout';
            **Minimize alerts.** Alerts interrupt people.
            """
        let compilation = CompileRun.compile(["alerts/page.mdx": page])
        let english = compilation.catalog.rules.first?.statements[.english]
        #expect(compilation.catalog.rules.count == 1)
        #expect(english?.text == "Minimize alerts.")
        #expect(english?.source.line == 11)
        #expect(english?.headingPath == ["Alerts"])
        #expect(compilation.catalog.callouts.isEmpty)
        #expect(GuidelineCorpusLoader.markdownExtensions.contains("mdx"))
    }
}
