import Foundation

/// The configuration tests run `higc` in a consumer-like working directory (where `higc.yml` is looked for).
typealias HigcCommandLine = CommandRunner

extension CommandRunner {
    /// A scratch directory holding a copy of the repository's `Guidelines/`, like a consumer package.
    static func workspace() throws -> URL {
        let directory = try TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.guidelines, to: directory.appendingPathComponent("Guidelines"))
        return directory
    }
}
