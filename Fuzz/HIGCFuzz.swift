// libFuzzer target over one page: decode → parse (cmark) → extract → align → identify → check,
// then the catalog's JSON. Built by `Fuzz/run.sh` with `-sanitize=fuzzer,address -DHIGC_FUZZ`.
//
// Built without HIGC_FUZZ (an ordinary `swift build`), the same target is a replay tool:
// `higc-fuzz FILE…` runs each file through the same code and exits 0 when none crashes, which
// is how a crashing input saved by libFuzzer is reproduced under a debugger.
//
// Input layout: the bytes are one page's `page.md`; when they contain a 0x1E byte (record
// separator), what follows it is the page's `ja.md`, so the fuzzer also drives sequence
// alignment between two files of one page.

import Foundation
import HIGCompiler

enum FuzzHarness {
    static let compiler = GuidelineCompiler()

    /// The repository's team glossary, so terminology checks and glossary evidence run too.
    static let glossary: Glossary = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Guidelines/glossary.yml")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return .empty }
        return (try? Glossary.parse(text, file: "glossary.yml")) ?? .empty
    }()

    static func run(_ bytes: [UInt8]) {
        var parts: [ArraySlice<UInt8>] = [bytes[...]]
        if let separator = bytes.firstIndex(of: 0x1E) {
            parts = [bytes[..<separator], bytes[(separator + 1)...]]
        }
        let names = ["fuzz/page.md", "fuzz/ja.md"]
        var sources: [(file: GuidelineSourceFile, text: String)] = []
        var diagnostics: [Diagnostic] = []
        for (name, part) in zip(names, parts) {
            let decoded = SourceDecoder.decode(Array(part), file: name)
            diagnostics += decoded.diagnostics
            sources.append((GuidelineSourceFile(relativePath: name), decoded.text))
        }
        let compilation = compiler.compile(sources: sources, glossary: glossary, diagnostics: diagnostics)
        // A second compile against the first catalog exercises the id lock and the changelog.
        let again = compiler.compile(sources: sources, glossary: glossary, previous: compilation.catalog,
                                     previousChangelog: compilation.changelog, diagnostics: diagnostics)
        // Compiling against one's own output is a fixed point (`higc compile --check` relies on it).
        guard again.catalog.rules.map(\.id) == compilation.catalog.rules.map(\.id) else {
            fatalError("recompiling against its own catalog changed rule ids")
        }
        guard again.catalog == compilation.catalog else {
            fatalError("recompiling against its own catalog changed the catalog")
        }
        guard again.report == compilation.report else {
            fatalError("recompiling against its own catalog changed the drift report")
        }
        guard again.changelog == compilation.changelog else {
            fatalError("recompiling against its own catalog and changelog changed the changelog")
        }
        _ = try? JSONOutput.encode(compilation.catalog)
    }
}

#if HIGC_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func higcFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.run(bytes)
    return 0
}
#else
@main
struct HIGCFuzzReplay {
    static func main() {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: higc-fuzz FILE…  (replays fuzz inputs; build with Fuzz/run.sh to fuzz)\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("higc-fuzz: \(file): cannot read\n".utf8))
                exit(2)
            }
            FuzzHarness.run([UInt8](data))
            print("\(file): ok")
        }
    }
}
#endif
