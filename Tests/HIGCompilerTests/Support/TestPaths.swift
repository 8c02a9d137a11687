import Foundation
import Testing

/// Locations the tests read: the repository, its fixtures, and the optional shared data beside it.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let guidelines = repository.appendingPathComponent("Guidelines")
    static let generated = repository.appendingPathComponent("Generated")
    static let fixtures = repository.appendingPathComponent("Tests/HIGCompilerTests/Fixtures")
    static let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
    static let gold = shared.appendingPathComponent("gold/seeds.json")
    static let seeds = shared.appendingPathComponent("seeds")
    static let corpus = shared.appendingPathComponent("corpus/jum0")

    static var hasShared: Bool { FileManager.default.fileExists(atPath: gold.path) }
    static var hasCorpus: Bool { FileManager.default.fileExists(atPath: corpus.path) }

    /// Prints why a test that needs `../shared` did nothing.
    static func noteSkipped(_ what: String) {
        print("◇ skipped \(what): ../shared is absent (\(shared.path))")
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes files (relative path → text) under a directory.
    static func write(_ files: [String: String], under root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
