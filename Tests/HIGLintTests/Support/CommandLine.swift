import Foundation
import Testing

/// Runs the built `higlint` executable.
enum HIGLintExecutable {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static var url: URL { Fixtures.productsDirectory.appendingPathComponent("higlint") }

    static func run(_ arguments: [String], in directory: URL) throws -> Output {
        let executable = url
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "higlint is not built at \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
