import Foundation
@testable import HIGCompiler
import Testing

/// higc owns only the files it generated, rewrites only what changed, and swaps atomically.
@Suite struct OutputWriterTests {
    func modificationDates(_ directory: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])!
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
            if values.isRegularFile == true {
                dates[String(url.path.dropFirst(directory.path.count))] = values.contentModificationDate
            }
        }
        return dates
    }

    /// One worker per folder: two threads creating files in one folder queue on its lock.
    /// The manifest's code hashes are FNV-1a 64, the same on every machine (published test vectors).
    @Test func codeHashesAreFNV1a() {
        #expect(OutputWriter.contentHash(Data()) == "cbf29ce484222325")
        #expect(OutputWriter.contentHash(Data("a".utf8)) == "af63dc4c8601ec8c")
        #expect(OutputWriter.contentHash(Data("foobar".utf8)) == "85944171f73967e8")
    }

    @Test func eachFolderIsRenderedByOneWorkerAndTopLevelFilesAlone() {
        let files = ["catalog.json", "Swift/B.swift", "review.html", "Swift/A.swift", "Docs/x.md", "Swift/Deep/C.swift"]
            .map { GeneratedFile(path: $0, data: Data()) }
        #expect(OutputWriter.tasks(for: files) == [[4], [1, 3], [5], [0], [2]])
    }

    /// A file is written from its first differing chunk: the equal bytes before it come from the
    /// current file, whether the new file runs on past them, stops short, or grows.
    @Test func aChangedFileIsWrittenWholeWhateverItSharesWithTheCurrentOne() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out")
        let shared = Data(repeating: UInt8(ascii: "a"), count: 3 * OutputSink.chunkSize + 17)
        func render(_ data: Data) -> GeneratedFile {
            GeneratedFile(path: "big.txt") { sink in
                // In pieces, as renderers write: the sink hands on chunks of its own size.
                var offset = 0
                while offset < data.count {
                    try sink.write(data.subdata(in: offset..<min(data.count, offset + 1000)))
                    offset += 1000
                }
            }
        }
        let writer = OutputWriter()
        for version in [shared + Data("x".utf8), shared + Data("y tail".utf8), shared.prefix(OutputSink.chunkSize + 5), shared, Data()] {
            try writer.write([render(version)], to: output)
            #expect(try Data(contentsOf: output.appendingPathComponent("big.txt")) == version)
        }
        // An unchanged file is not created again: the current one is linked in.
        let before = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("big.txt").path)[.systemFileNumber] as? Int
        try writer.write([render(Data()), GeneratedFile(path: "other.txt", data: Data("new".utf8))], to: output)
        let after = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("big.txt").path)[.systemFileNumber] as? Int
        #expect(before != nil && before == after)
    }

    @Test func handWrittenFilesSurviveByteIdentical() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        try CompileRun.compile(TestPaths.guidelines, into: output)
        let handWritten = Data("// My own rule implementation.\nlet mine = 1\n".utf8)
        try TestPaths.write(["Swift/MyRules.swift": String(decoding: handWritten, as: UTF8.self), "notes.txt": "keep me"], under: output)

        let guidelines = try CompileRun.copyOfGuidelines(in: scratch)
        try FileManager.default.removeItem(at: guidelines.appendingPathComponent("toolbars"))
        try CompileRun.compile(guidelines, into: output)

        #expect(try Data(contentsOf: output.appendingPathComponent("Swift/MyRules.swift")) == handWritten)
        #expect(try String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
        // The page that went away takes its generated file with it.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Swift/Toolbars.swift").path))
    }

    @Test func compilingTwiceTouchesNoFile() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        try CompileRun.compile(TestPaths.guidelines, into: output)
        let before = try modificationDates(output)
        Thread.sleep(forTimeInterval: 0.05)
        let compilation = try GuidelineCompiler().compile(guidelines: TestPaths.guidelines, outputDirectory: output)
        let result = try OutputWriter().write(GeneratedOutput.files(for: compilation), to: output)
        #expect(result.written.isEmpty)
        #expect(try modificationDates(output) == before)
    }

    @Test func onlyChangedFilesAreRewritten() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out")
        try OutputWriter().write(["a.json": Data("1\n".utf8), "b.json": Data("2\n".utf8)], to: output)
        let before = try modificationDates(output)
        Thread.sleep(forTimeInterval: 0.05)
        let result = try OutputWriter().write(["a.json": Data("1\n".utf8), "b.json": Data("3\n".utf8)], to: output)
        #expect(result.written == ["b.json"])
        let after = try modificationDates(output)
        #expect(after["/a.json"] == before["/a.json"])
        #expect(after["/b.json"] != before["/b.json"])
    }

    @Test func checkSeesTamperingAndPassesOnAFreshOutput() throws {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("Generated")
        let compilation = try CompileRun.compile(TestPaths.guidelines, into: output)
        let files = try GeneratedOutput.files(for: compilation)
        let writer = OutputWriter()
        #expect(writer.pendingChanges(files, in: output).changed.isEmpty)

        try Data("tampered\n".utf8).write(to: output.appendingPathComponent("catalog.json"))
        #expect(writer.pendingChanges(files, in: output).changed == ["catalog.json"])

        // A tampered catalog is not silently replaced by a compile; the writer restores it.
        #expect(throws: CompileError.self) { try CompileRun.compile(TestPaths.guidelines, into: output) }
        try writer.write(files, to: output)
        #expect(writer.pendingChanges(files, in: output).changed.isEmpty)
        try FileManager.default.removeItem(at: output.appendingPathComponent("Swift/GeneratedRuleRegistry.swift"))
        #expect(writer.pendingChanges(files, in: output).changed == ["Swift/GeneratedRuleRegistry.swift"])
    }

    @Test func generatedSwiftCarriesTheDoNotEditHeaderWithoutDates() throws {
        let compilation = try GuidelineCompiler().compile(guidelines: TestPaths.guidelines, previous: nil)
        let files = try GeneratedOutput.files(for: compilation)
        let swiftFiles = files.filter { $0.key.hasSuffix(".swift") }
        #expect(swiftFiles.count >= 2)
        for (path, data) in swiftFiles {
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix("// Generated by higc from "), "\(path)")
            #expect(!text.hasPrefix("// Generated by higc from Guidelines/"), "sources are named relative to the guidelines root")
            #expect(text.contains("do not edit."), "\(path)")
            #expect(text.range(of: #"20\d\d-\d\d-\d\d"#, options: .regularExpression) == nil, "\(path) must not carry a date")
        }
    }
}
