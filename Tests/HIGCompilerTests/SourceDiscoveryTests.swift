import Foundation
@testable import HIGCompiler
import Testing

/// What the walk of a guidelines root takes for a source, and what it does when it finds none.
@Suite struct SourceDiscoveryTests {
    static func write(_ files: [String: String], in root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A root emptied by a wrong path or a failed checkout must not remove every rule and its id.
    @Test func aRootWithoutSourcesNeverWipesAPreviousCatalog() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        try Self.write(["buttons/page.md": "# Buttons\n\n**Use a verb in a button's title.** People know what happens.\n"], in: guidelines)
        #expect(try CommandRunner.run(["compile", "--guidelines", guidelines.path, "--output", output.path]).status == 0)
        let catalog = try Data(contentsOf: output.appendingPathComponent("catalog.json"))

        let empty = scratch.appendingPathComponent("Empty")
        try Self.write(["notes.txt": "not a page\n"], in: empty)
        let outcome = try CommandRunner.run(["compile", "--guidelines", empty.path, "--output", output.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("no guideline pages"))
        #expect(outcome.standardError.contains("1 rule;"))
        #expect(try Data(contentsOf: output.appendingPathComponent("catalog.json")) == catalog)
    }

    /// A folder named with a space at an end or a control character gives a page id trimmed of
    /// them, so every id the compile writes is one the next compile reads back.
    @Test func oddFolderNamesGiveIdsTheNextCompileReadsBack() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let guidelines = scratch.appendingPathComponent("Guidelines"), output = scratch.appendingPathComponent("Generated")
        let page = "# Toolbars\n\n**Keep 7 items in a toolbar.** Too many crowd it.\n"
        try Self.write([" lead/page.md": page, "tab\tname/page.md": page, "line\nbreak /page.md": page], in: guidelines)
        for _ in 0..<2 {
            let outcome = try CommandRunner.run(["compile", "--guidelines", guidelines.path, "--output", output.path])
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let catalog = try PreviousCatalogReader.read(outputDirectory: output)
        #expect(catalog?.rules.map(\.id).sorted() == ["lead/keep-7-items-toolbar", "line break/keep-7-items-toolbar", "tab name/keep-7-items-toolbar"])
        // A folder that now names the same page as another stops the compile, naming both.
        try Self.write(["lead/page.md": page], in: guidelines)
        let clash = try CommandRunner.run(["compile", "--guidelines", guidelines.path, "--output", output.path])
        #expect(clash.status == 2 && clash.standardError.contains("give the same page id 'lead'"), "\(clash.standardError)")
    }

    @Test func aFirstCompileOfAnEmptyRootWarns() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let empty = scratch.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let compilation = try GuidelineCompiler().compile(guidelines: empty, previous: nil)
        #expect(compilation.catalog.rules.isEmpty)
        #expect(compilation.diagnostics.map(\.message) == ["no guideline pages under the guidelines root (Markdown files other than README, LICENSE and the like); the catalog is empty"])
    }

    @Test func longerMarkdownExtensionsAreSources() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write([
            "buttons/page.markdown": "# Buttons\n\n**Use a verb in a button's title.** People know what happens.\n",
            "buttons/ja.MARKDOWN": "# ボタン\n\n**ボタンのタイトルには動詞を使ってください。** 何が起きるかわかります。\n",
            "buttons/notes.txt": "**Not a source.**\n",
        ], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.relativePath) == ["buttons/ja.MARKDOWN", "buttons/page.markdown"])
        #expect(layout.files.map(\.fixedLanguage) == ["ja", nil])
        #expect(layout.files.map(\.page) == ["buttons", "buttons"])
    }

    // MARK: Per-language folders

    static let english = "# Buttons\n\n**Use a verb in a button's title.** People know what happens.\n"
    static let korean = "# 버튼\n\n**버튼 제목에는 동사를 사용하세요.** 무슨 일이 일어나는지 알 수 있습니다.\n"
    static let japanese = "# ボタン\n\n**ボタンのタイトルには動詞を使ってください。** 何が起きるかわかります。\n"

    /// `en/`, `ko/`, `ja/` trees mirror each other: a file belongs to the page its path names
    /// without the language folder, in that folder's language.
    @Test func mirroredLanguageTreesAreOnePageSet() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["content/en/buttons.md": Self.english, "content/ko/buttons.md": Self.korean,
                        "content/ja/buttons.md": Self.japanese,
                        "content/en/menus/page.md": "# Menus\n\n**Keep menu titles short.** Long titles get cut.\n"], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.page) == ["content/buttons", "content/menus", "content/buttons", "content/buttons"])
        #expect(layout.files.map(\.fixedLanguage) == ["en", "en", "ja", "ko"])
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        let rule = try #require(compilation.catalog.rules.first { $0.page == "content/buttons" })
        #expect(rule.languages == ["en", "ja", "ko"])
        #expect(rule.statements["ko"]?.source.file == "content/ko/buttons.md")
        #expect(compilation.report.findings.isEmpty)
    }

    /// A page folder holding a folder per language, the English among them: the page files in
    /// them (`page.md`, `index.md`) are that folder's page.
    @Test func languageFoldersInsideAPageFolderAreThatPage() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["buttons/en/page.md": Self.english, "buttons/ko/page.md": Self.korean, "buttons/ja/index.md": Self.japanese], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.page) == ["buttons", "buttons", "buttons"])
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ja", "ko"]])
    }

    /// A translation folder inside the page folder, beside the English file it mirrors.
    @Test func aLanguageFolderBesideTheEnglishFileIsItsTranslation() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["buttons/page.md": Self.english, "buttons/ko/page.md": Self.korean], in: scratch)
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ko"]])
        #expect(compilation.catalog.rules.map(\.page) == ["buttons"])
    }

    /// A page folder that only looks like a language tag mirrors nothing: it stays a page.
    @Test func aTagNamedFolderWithoutAMirrorIsAPage() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["platforms/page.md": "# Platforms\n\n**Design for every platform.** People switch devices.\n",
                        "platforms/tv/page.md": "# tvOS\n\n**Design for the living room.** People sit far away.\n"], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.page) == ["platforms", "platforms/tv"])
        #expect(layout.files.map(\.fixedLanguage) == [nil, nil])
    }

    // MARK: Repository files

    /// Contribution guides, licences and a folder's README beside its page file are the
    /// repository's, not guidelines: their bold lines would become rules and take translations.
    @Test func repositoryFilesAreNoPages() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write([
            "README.md": "# Our guidelines\n\n**Read every page before you merge it.**\n",
            "CONTRIBUTING.md": "# Contributing\n\n**Write one pull request per page.**\n",
            "menus/index.md": "# Menus\n\n**Keep menu titles short.** Long titles get cut.\n",
            "menus/index.ko.md": "# 메뉴\n\n**메뉴 제목은 짧게 유지하세요.** 긴 제목은 잘립니다.\n",
            "menus/README.md": "**Review the Korean before merging.**\n",
            "alerts/page.md": "# Alerts\n\n**Use an alert for critical information.** People notice it.\n",
            "alerts/ko.md": "# 알림\n\n**중요한 정보에는 알림을 사용하세요.** 사람들이 알아챕니다.\n",
            "alerts/CONTRIBUTING.ko.md": "**번역 전에 용어집을 확인하세요.**\n",
            "buttons/README.md": "# Buttons\n\n**Use a verb in a button's title.** People know what happens.\n",
            "buttons/ko.md": "# 버튼\n\n**버튼 제목에는 동사를 사용하세요.** 무슨 일이 일어나는지 알 수 있습니다.\n",
        ], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.relativePath) == ["alerts/ko.md", "alerts/page.md", "buttons/README.md", "buttons/ko.md",
                                                      "menus/index.ko.md", "menus/index.md"])
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ko"], ["en", "ko"], ["en", "ko"]])
        #expect(compilation.report.findings.isEmpty)
    }

    /// Regional folder names (`en-US`, `ko-KR`, `KO`) and other extensions still mirror: English in
    /// any region is the source language.
    @Test func regionalAndCaseVariantLanguageFoldersAlign() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["content/en-US/buttons.md": Self.english, "content/ko-KR/buttons.MD": Self.korean,
                        "menus/page.md": "# Menus\n\n**Keep menu titles short.** Long titles get cut.\n",
                        "menus/KO/page.markdown": "# 메뉴\n\n**메뉴 제목은 짧게 유지하세요.** 긴 제목은 잘립니다.\n"], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.page) == ["content/buttons", "content/buttons", "menus", "menus"])
        #expect(layout.files.map(\.fixedLanguage) == ["en", "ko-KR", "ko", nil])
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ko-KR"], ["en", "ko"]])
    }

    /// POSIX locales (`ko_KR`, as gettext, Java and Crowdin name languages) in folder and file
    /// names, and suffixes in any case, name languages in their canonical form.
    @Test func posixLocalesAndSuffixesInAnyCaseNameLanguages() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["en_US/buttons.md": Self.english, "ko_KR/buttons.md": Self.korean, "ja_JP/buttons.md": Self.japanese,
                        "labels.md": "# Labels\n\n**Keep labels short.** Long labels wrap.\n",
                        "labels.KO.md": "# 레이블\n\n**레이블을 짧게 유지하세요.** 긴 레이블은 줄이 바뀝니다.\n",
                        "labels.ja_JP.md": "# ラベル\n\n**ラベルは短くしてください。** 長いラベルは折り返されます。\n",
                        "menus/page.md": "# Menus\n\n**Keep menu titles short.** Long titles get cut.\n",
                        "menus/ko-kr.md": "# 메뉴\n\n**메뉴 제목은 짧게 유지하세요.** 긴 제목은 잘립니다.\n"], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(Set(layout.files.map(\.page)) == ["buttons", "labels", "menus"], "\(layout.files.map(\.page))")
        let compilation = try GuidelineCompiler().compile(guidelines: scratch, previous: nil)
        #expect(compilation.catalog.rules.map(\.languages) == [["en", "ja-JP", "ko-KR"], ["en", "ja-JP", "ko"], ["en", "ko-KR"]],
                "\(compilation.catalog.rules.map(\.languages))")
        #expect(compilation.report.findings.isEmpty, "\(compilation.report.findings.map(\.message))")
    }

    /// Installed dependencies (`node_modules`) hold other projects' READMEs: never pages.
    @Test func dependencyFoldersAreNotWalked() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["buttons/page.md": Self.english,
                        "node_modules/markdown-it/README.md": "# markdown-it\n\n**Use the default preset.** It is safe.\n",
                        "ios/Pods/Alamofire/README.md": "# Alamofire\n\n**Use a session.** It pools connections.\n"], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.page) == ["buttons"])
    }

    /// Chinese named `zh` is no misnamed Japanese: Han without kana is Chinese as much as Japanese.
    @Test func chineseNamedZhIsNotToldToCallItselfJapanese() throws {
        let compilation = CompileRun.compile(["labels/page.md": "# Labels\n\n**Keep labels short.** Long labels wrap.\n",
                                              "labels/zh-Hans.md": "# 标签\n\n**保持标签简短。** 标签用于显示静态文本。\n"])
        #expect(!compilation.diagnostics.contains { $0.message.hasPrefix(GuidelineCompiler.misnamedLanguageWarning) },
                "\(compilation.diagnostics.map(\.message))")
        let japaneseNamedKr = CompileRun.compile(["labels/page.md": "# Labels\n\n**Keep labels short.** Long labels wrap.\n",
                                                  "labels/jp.md": "# ラベル\n\n**ラベルは短くしてください。** 長いラベルは折り返されます。\n"])
        #expect(japaneseNamedKr.diagnostics.contains { $0.message.hasPrefix(GuidelineCompiler.misnamedLanguageWarning) })
    }

    /// Folders that only look like codes, beside no English folder and mirroring nothing beside
    /// them, are pages: `ar` (augmented reality) beside `tv` and `ui`.
    @Test func codeLikePageFoldersStayPages() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["ar/page.md": "# AR\n\n**Use the entire display for AR experiences.** People look around.\n",
                        "tv/page.md": "# TV\n\n**Design for the living room.** People sit far away.\n",
                        "id/page.md": "# Identity\n\n**Ask for an identity only when needed.** People worry.\n",
                        "ar/ko/page.md": "# AR\n\n**AR 경험에는 전체 화면을 사용하세요.** 사람들은 주위를 둘러봅니다.\n"], in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        #expect(layout.files.map(\.page) == ["ar", "ar", "id", "tv"])
        #expect(layout.files.map(\.fixedLanguage) == ["ko", nil, nil, nil])
    }

    /// READMEs of a language tree introduce it (the tree's own, and the one above the trees), and a
    /// README inside a translation folder is that folder's note: none is a page.
    @Test func readmesOfLanguageTreesAreNoPages() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["content/README.md": "# Docs\n\n**Write English pages first.**\n",
                        "content/en/README.md": "# English\n\n**Keep pages short.**\n",
                        "content/en/buttons.md": Self.english, "content/ko/buttons.md": Self.korean,
                        "menus/page.md": "# Menus\n\n**Keep menu titles short.** Long titles get cut.\n",
                        "menus/ko/page.md": "# 메뉴\n\n**메뉴 제목은 짧게 유지하세요.** 긴 제목은 잘립니다.\n",
                        "menus/ko/README.md": "**이 폴더는 원문과 동기화하세요.**\n"], in: scratch)
        try Self.write(["accessibility/README.md": "# Accessibility\n\n**Support Dynamic Type.** People choose their size.\n",
                        "accessibility/color/README.md": "# Color\n\n**Don't rely on color alone.** Some people can't tell colors apart.\n"],
                       in: scratch)
        let layout = try GuidelineCorpusLoader.discover(root: scratch)
        // An overview page above its subpages stays a page.
        #expect(layout.files.map(\.relativePath) == ["accessibility/README.md", "accessibility/color/README.md",
                                                      "content/en/buttons.md", "content/ko/buttons.md", "menus/ko/page.md", "menus/page.md"])
    }

    /// Folder names a reader cannot tell apart give one page id, which stops the compile.
    @Test(arguments: [("Tab Bars", "Tab Bars "), ("Tab Bars", "Tab\u{A0}Bars"), ("⚙\u{FE0F} Settings", "⚙ Settings"), ("Toolbars", "toolbars")])
    func lookalikeFolderNamesAreOnePageID(_ first: String, _ second: String) throws {
        #expect(GuidelineCorpusLoader.lookalikeKey(first) == GuidelineCorpusLoader.lookalikeKey(second))
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.write(["\(first)/README.md": "# A\n\n**Use it.** Fine.\n", "\(second)/README.md": "# B\n\n**Use it.** Fine.\n"], in: scratch)
        guard try FileManager.default.contentsOfDirectory(atPath: scratch.path).count == 2 else { return } // a folding file system
        #expect(throws: CompileError.self) { try GuidelineCorpusLoader.discover(root: scratch) }
    }
}
