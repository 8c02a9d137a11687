import Foundation
@testable import HIGCompiler
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Scratch directories, the built `higc`, and byte-for-byte snapshots for the hostile-input tests.
enum Hostile {
    /// A fresh directory under the system temporary directory; `body` gets it, it is removed after.
    static func withScratch<T>(_ body: (URL) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higc-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer {
            // Undo chmod 000 and the like so the directory can go.
            _ = try? FileManager.default.subpathsOfDirectory(atPath: url.path).forEach { chmod(url.appendingPathComponent($0).path, 0o755) }
            try? FileManager.default.removeItem(at: url)
        }
        return try body(url)
    }

    /// Writes raw bytes, creating folders.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static func write(_ text: String, to url: URL) throws {
        try write(Array(text.utf8), to: url)
    }

    /// A written catalog with one rule's id replaced by another's, or by `id`.
    static func catalog(_ json: String, renamingRule index: Int, toIdOfRule other: Int? = nil, to id: String? = nil) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var rules = try #require(object["rules"] as? [[String: Any]])
        rules[index]["id"] = try id ?? #require(rules[try #require(other)]["id"])
        object["rules"] = rules
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// A small bilingual page (English bold statements, Korean translations in `>` quotes).
    static func bilingualPage(_ korean: [String] = ["**모달 보기는 꼭 필요할 때만 사용하세요.** 흐름을 끊습니다.",
                                                    "**명확한 닫기 버튼을 제공하세요.** 사용자가 언제든 나갈 수 있어야 합니다."]) -> String {
        """
        # Modality

        ## Best practices

        **Use a modal view only when it's essential.** A modal view interrupts the flow; see [Modality](https://developer.apple.com/design/human-interface-guidelines/modality/) and `UIModalPresentationStyle.pageSheet`.

        > \(korean[0])

        **Always provide an obvious way to dismiss a modal view.** People must be able to leave at any time, within 3 taps.

        > \(korean[1])

        """
    }

    // MARK: The built executable

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var timedOut: Bool
    }

    /// `higc` from the build products directory that holds this test bundle
    /// (`swift build --build-tests` builds both).
    static var executable: URL? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL, Bundle.main.executableURL]
            .compactMap { $0?.deletingLastPathComponent() }
        // Fallback: the default scratch path beside the sources.
        candidates.append(TestPaths.repository.appendingPathComponent(".build/debug"))
        for start in candidates {
            var directory = start
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("higc")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs `higc` with a deadline (a hang is a failure, not a stuck test run). Output goes through
    /// files, so a chatty child can never block on a full pipe.
    static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = 300) throws -> Outcome {
        guard let executable else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey:
                "the higc executable is not beside the test bundle; build with `swift build --build-tests` (scripts/test.sh does)"])
        }
        let id = UUID().uuidString
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("higc-out-\(id)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("higc-err-\(id)")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                       timedOut: timedOut)
    }

    /// Every file under `directory` (hidden ones included) with its bytes and modification time.
    static func snapshot(_ directory: URL) throws -> [String: (data: Data, modified: Date?)] {
        var result: [String: (Data, Date?)] = [:]
        guard FileManager.default.fileExists(atPath: directory.path) else { return result }
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            result[path] = (try Data(contentsOf: url), modified)
        }
        return result
    }

    /// Whether two snapshots hold the same files, bytes and modification times.
    static func identical(_ a: [String: (data: Data, modified: Date?)], _ b: [String: (data: Data, modified: Date?)]) -> Bool {
        guard Set(a.keys) == Set(b.keys) else { return false }
        return a.allSatisfy { path, entry in b[path]!.data == entry.data && b[path]!.modified == entry.modified }
    }

    /// The catalog of a root as the JSON higc writes, for comparisons.
    static func catalogJSON(_ root: URL) throws -> String {
        let compilation = try GuidelineCompiler().compile(guidelines: root, previous: nil)
        return String(decoding: try JSONOutput.encode(compilation.catalog), as: UTF8.self)
    }
}
