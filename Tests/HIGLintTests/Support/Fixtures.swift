import Foundation
import Testing

/// Files the tests read and write.
enum Fixtures {
    /// The copied `Fixtures` resource directory.
    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    static var sampleApp: URL { directory.appendingPathComponent("SampleApp") }

    /// The directory the package's products are built into, where `higlint` is.
    static var productsDirectory: URL {
        Bundle.module.bundleURL.deletingLastPathComponent()
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-tests-\(UUID().uuidString)")
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
