import Foundation
@testable import HIGCompiler
import Testing

/// The Swift stubs compile whatever pages and rules are called: a page `self`, `swift` or
/// `rule-description`, a rule `type`, two pages that name the same type.
@Suite struct GeneratedStubCompilationTests {
    @Test func namesSwiftReservesOrTheStubsSpellAreNotTaken() {
        #expect(SwiftIdentifier.typeName("self") == "Self_")
        #expect(SwiftIdentifier.typeName("any") == "Any_")
        #expect(SwiftIdentifier.typeName("type") == "Type_")
        #expect(SwiftIdentifier.typeName("rule-description") == "RuleDescription_")
        // A public enum `Swift` would hide the standard library's qualified names (`Swift.Int`).
        #expect(SwiftIdentifier.typeName("swift") == "Swift_")
        #expect(SwiftIdentifier.typeName("foundation") == "Foundation_")
        #expect(SwiftIdentifier.typeName("hig-rules") == "HigRules")
        #expect(SwiftIdentifier.typeName("navigation-bars") == "NavigationBars")
    }

    /// Linters import `HIGRules` beside the stubs: a page named as any public type of it
    /// (`rule-example`) would make that name ambiguous in every linter file.
    @Test func everyPublicTypeOfHIGRulesIsReserved() throws {
        let folder = TestPaths.repository.appendingPathComponent("Sources/HIGRules")
        var declared: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in source.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 3, words[0] == "public",
                      ["struct", "enum", "protocol", "class", "actor", "typealias"].contains(String(words[1])) else { continue }
                declared.append(String(words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        #expect(declared.count >= 5, "\(declared)")
        for type in declared {
            #expect(SwiftIdentifier.reserved.contains(type), "\(type) is public in HIGRules")
        }
    }

    /// Stub files differ by more than case: on a case-insensitive file system `NavBar.swift`
    /// and `Navbar.swift` are one file.
    @Test func pageTypesDifferByMoreThanCase() {
        let compilation = CompileRun.compile(["navbar/page.md": "# A\n\n**Keep it short.** Long text wraps.\n",
                                              "nav bar/page.md": "# B\n\n**Keep it short.** Long text wraps.\n"])
        let paths = SwiftStubRenderer(catalog: compilation.catalog).plan().map(\.path)
        #expect(Set(paths.map { $0.lowercased() }).count == paths.count, "\(paths)")
    }

    /// A folder name holding a newline is named in comments with the newline escaped: the rest
    /// of the name stays in the comment.
    @Test func aNewlineInAFolderNameStaysInItsComment() throws {
        let compilation = CompileRun.compile(["evil\nimport Foundation\nlet x = 1 //\u{2028}y/page.md": "# Evil\n\n**Use evil names.** Yes.\n"])
        let stubs = SwiftStubRenderer(catalog: compilation.catalog).render()
        let page = try #require(stubs.first { $0.key != SwiftStubRenderer.registryFile }?.value)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("import ") } == ["import HIGRules"], "\(page)")
        #expect(!lines.contains { $0.hasPrefix("let ") }, "\(page)")
        #expect(!page.unicodeScalars.contains { $0.value == 0x2028 })
        #expect(page.contains("evil\\u{A}import Foundation"))
    }

    /// A page named as a platform type (`color`, `date`) gets an enum that does not take the
    /// platform's name, which every file importing the stubs would then find ambiguous.
    @Test func aPageNamedAsAPlatformTypeDoesNotTakeItsName() {
        let compilation = CompileRun.compile(["color/page.md": "# Color\n\n**Use system colors.** They adapt.\n",
                                              "date/page.md": "# Date\n\n**Show dates in full.** People read them.\n",
                                              "buttons/page.md": "# Buttons\n\n**Keep titles short.** They fit.\n"])
        let paths = SwiftStubRenderer(catalog: compilation.catalog).plan().map(\.path).sorted()
        #expect(paths == ["Swift/Buttons.swift", "Swift/Color_.swift", "Swift/Date_.swift", SwiftStubRenderer.registryFile].sorted())
    }

    /// A rule moved to another page keeps its id, old page prefix included: its type is named after
    /// the id's slug, however long the new page's name is.
    @Test func aMovedRuleIsNamedAfterItsSlug() throws {
        var rule = try #require(CompileRun.compile(["destructive-actions/page.md": "# D\n\n**Keep it short.** Long text wraps.\n"]).catalog.rules.first)
        rule.id = "buttons/make-buttons-easy-identify"
        let stubs = SwiftStubRenderer(catalog: RuleCatalog(rules: [rule], callouts: [])).render()
        let page = try #require(stubs["Swift/DestructiveActions.swift"])
        #expect(page.contains("struct MakeButtonsEasyIdentify"))
        #expect(SwiftStubRenderer.slug(of: "Bars/Tab Bars/keep-short") == "keep-short")
    }

    /// A translation left over from a removed English rule is `extra` drift, not a guideline: it
    /// gets no stub. A page written only in Korean keeps its rules' stubs.
    @Test func aLeftoverTranslationGetsNoStub() throws {
        let compilation = CompileRun.compile([
            "menus/page.md": "# Menus\n\n**Keep menus short.** Long menus are hard to scan.\n\n> **메뉴를 짧게 유지하세요.** 긴 메뉴는 훑어보기 어렵습니다.\n\n"
                + "> **메뉴 항목에 아이콘을 넣지 마세요.** 아이콘은 메뉴를 복잡하게 만듭니다.\n",
            "버튼/page.md": "# 버튼\n\n**버튼 제목은 동사로 시작하세요.** 동작을 분명히 보여 줍니다.\n",
        ])
        #expect(compilation.findings(.extra).count == 1)
        let stubs = SwiftStubRenderer(catalog: compilation.catalog).render()
        let menus = try #require(stubs["Swift/Menus.swift"])
        #expect(menus.contains("Keep menus short") && !menus.contains("아이콘을 넣지"))
        let registry = try #require(stubs[SwiftStubRenderer.registryFile])
        #expect(registry.components(separatedBy: ".self,").count - 1 == 2, "\(registry)")
    }

    /// A page named in Korean or Japanese gets a type named after itself, whatever other pages
    /// there are: adding a page renames no other page's stubs.
    @Test func aPageNamedInKoreanOrJapaneseIsNamedAfterItself() {
        let korean = SwiftIdentifier.typeName("파일 관리")
        let japanese = SwiftIdentifier.typeName("印刷設定")
        #expect(korean.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && !korean.isEmpty && korean != "Rule")
        #expect(japanese.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && !japanese.isEmpty && japanese != "Rule")
        #expect(korean != japanese)
        let page = "**Keep it short.** Long text wraps.\n"
        func namespaces(_ pages: [String]) -> [String] {
            let compilation = CompileRun.compile(Dictionary(uniqueKeysWithValues: pages.map { ("\($0)/page.md", "# P\n\n" + page) }))
            return SwiftStubRenderer(catalog: compilation.catalog).plan().map(\.path).sorted()
        }
        let before = namespaces(["파일 관리", "印刷設定"])
        let after = namespaces(["파일 관리", "印刷設定", "アカウント"])
        #expect(Set(before).isSubset(of: Set(after)))
    }

    @Test func stubsForReservedNamesTypeCheck() throws {
        let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
        // `string`, `date` and `color` name platform types a consumer spells unqualified beside the stubs.
        let pages = ["self", "any", "type", "protocol", "rule-description", "higrules", "hig-rule", "generated-rule-registry", "swift",
                     "string", "date", "color"]
        var files: [String: String] = [:]
        for page in pages {
            files["\(page)/page.md"] = "# \(page)\n\n**Use a description.** People read it.\n\n**Type a protocol.** Any type will do.\n"
        }
        let compilation = CompileRun.compile(files)
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var stubs: [String] = []
        for file in SwiftStubRenderer(catalog: compilation.catalog).plan() {
            let url = scratch.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data().write(to: url)
            stubs.append(url.path)
        }
        #expect(stubs.count == pages.count + 1)
        let module = scratch.appendingPathComponent("module")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        let runtime = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository.appendingPathComponent("Sources/HIGRules").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { TestPaths.repository.appendingPathComponent("Sources/HIGRules/\($0)").path }
        let built = try Self.run(swiftc, ["-emit-module", "-module-name", "HIGRules", "-parse-as-library",
                                          "-emit-module-path", module.appendingPathComponent("HIGRules.swiftmodule").path] + runtime)
        #expect(built.status == 0, "\(built.output)")
        // Swift 6 language mode, warnings as errors: a consumer's strictest settings. The extra file
        // spells the standard library's qualified names beside the stubs.
        let qualified = scratch.appendingPathComponent("Qualified.swift")
        try Data("""
            import Foundation
            let qualifiedCount: Swift.Int = Swift.max(1, 2)
            let unqualifiedName: String = "stub"
            let unqualifiedDay: Date = Date(timeIntervalSince1970: 0)
            struct Color { let name: String }
            let unqualifiedColor = Color(name: unqualifiedName)

            """.utf8).write(to: qualified)
        let checked = try Self.run(swiftc, ["-typecheck", "-I", module.path, "-module-name", "GeneratedStubs", "-parse-as-library",
                                            "-swift-version", "6", "-warnings-as-errors"] + stubs + [qualified.path])
        #expect(checked.status == 0, "\(checked.output)")
    }

    static var swiftc: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
