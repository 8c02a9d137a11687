import Foundation

/// Runs the `higc` executable that `swift build --build-tests` puts beside the test bundle, in a
/// chosen working directory (where `higc.yml` is looked for).
enum HigcCommandLine {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var executable: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("higc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Outcome {
        guard let executable else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "higc is not built next to the tests (swift build --build-tests)"])
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorReader = ReviewPipeReader(error)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       standardOutput: String(decoding: outData, as: UTF8.self),
                       standardError: String(decoding: errData, as: UTF8.self))
    }

    /// A scratch directory holding a copy of the repository's `Guidelines/`, like a consumer package.
    static func workspace() throws -> URL {
        let directory = try TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.guidelines, to: directory.appendingPathComponent("Guidelines"))
        return directory
    }
}
