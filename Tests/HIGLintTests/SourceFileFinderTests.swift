import Foundation
import HIGLint
import Testing

@Suite struct SourceFileFinderTests {
    static let tree = [
        "App.swift": "",
        "README.md": "",
        "Sources/Feature/View.swift": "",
        "Sources/Feature/.Hidden.swift": "",
        "Sources/Generated/Rules.swift": "",
        ".build/checkouts/Dependency.swift": "",
        ".hidden/Secret.swift": "",
        "Vendor/Lib.swift": "",
        "Tests/AppTests.swift": "",
    ]

    @Test func walksSwiftFilesSkippingBuildHiddenAndExcludedFolders() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.tree, under: root)
        let finder = SourceFileFinder(currentDirectory: root.path, exclusions: [
            PathPattern("Vendor", relativeTo: root.path),
            PathPattern("Sources/Generated", relativeTo: root.path),
        ])
        let files = try finder.files(at: ["."])
        #expect(files.map(\.displayPath) == ["App.swift", "Sources/Feature/View.swift", "Tests/AppTests.swift"])
        #expect(files.allSatisfy { $0.path.hasPrefix("/") && $0.path.hasSuffix($0.displayPath) })
    }

    @Test func overlappingPathsYieldEachFileOnce() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.tree, under: root)
        let finder = SourceFileFinder(currentDirectory: root.path)
        let files = try finder.files(at: ["Sources", "Sources/Feature/View.swift", "./Sources/Feature"])
        #expect(files.map(\.displayPath) == ["Sources/Feature/View.swift", "Sources/Generated/Rules.swift"])
    }

    @Test func aSymlinkedFileAndItsTargetAreOneFileNamedByTheFirstPathWalked() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(["Shared/Theme.swift": "", "App/View.swift": ""], under: root)
        // App/Theme.swift → ../Shared/Theme.swift, as a project sharing a file between targets has it.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Theme.swift").path,
                                                   withDestinationPath: "../Shared/Theme.swift")
        let finder = SourceFileFinder(currentDirectory: root.path)
        #expect(try finder.files(at: ["."]).map(\.displayPath) == ["App/Theme.swift", "App/View.swift"])
        #expect(try finder.files(at: ["Shared", "App"]).map(\.displayPath) == ["App/View.swift", "Shared/Theme.swift"])
        #expect(try finder.files(at: ["App/Theme.swift", "Shared/Theme.swift"]).map(\.displayPath) == ["App/Theme.swift"])
    }

    @Test func exclusionsApplyToFilesNamedExplicitly() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.tree, under: root)
        let finder = SourceFileFinder(currentDirectory: root.path, exclusions: [PathPattern("Vendor", relativeTo: root.path)])
        #expect(try finder.files(at: ["Vendor/Lib.swift", "App.swift"]).map(\.displayPath) == ["App.swift"])
    }

    @Test func filesOutsideTheCurrentDirectoryKeepAbsolutePaths() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.tree, under: root)
        let finder = SourceFileFinder(currentDirectory: root.appendingPathComponent("Tests").path)
        let files = try finder.files(at: ["../App.swift", "AppTests.swift"])
        let absoluteRoot = PathNormalizer.absolute(root.path, relativeTo: "/")
        #expect(files.map(\.displayPath) == [absoluteRoot + "/App.swift", "AppTests.swift"])
    }

    @Test func missingPathsAndNonSwiftFilesAreInputErrors() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write(Self.tree, under: root)
        let finder = SourceFileFinder(currentDirectory: root.path)
        #expect(throws: LintError.pathNotFound("Nope")) { try finder.files(at: ["Nope"]) }
        #expect(throws: LintError.notSwiftFile("README.md")) { try finder.files(at: ["README.md"]) }
    }
}
