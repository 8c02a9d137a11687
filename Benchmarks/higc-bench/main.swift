// higc-bench: `higc compile` end to end against the `cmark` CLI on a scaled real corpus.
//
//   swift run -c release higc-bench [--sizes 1,4,16,64] [--runs 3] [--higc PATH] [--cmark PATH]
//                                   [--corpus DIR] [--check]
//
// The corpus (../shared/corpus/jum0, beside the repository) is copied ×N as distinct pages into a
// temporary directory. For each size both tools run as child processes on the same files:
//   higc   `higc compile --guidelines DIR --output OUT` (release build, fresh output each run)
//   again  the same into the output of the first run: what CI does when the committed
//          `Generated/` is the previous catalog (reported, no target)
//   cmark  `cmark FILE…` > /dev/null (one process for every file)
// Wall time is the best of --runs runs; peak memory is the largest ru_maxrss wait4 reports for
// the child over those runs. --check exits 1 when a target is missed.

import Foundation
import HIGCompiler
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Options

struct Options {
    var sizes = [1, 4, 16, 64]
    var runs = 3
    var higc: String?
    var cmark: String?
    var corpus: String?
    var check = false
    var stages: String?

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.dropFirst().makeIterator()
        func value(_ flag: String) -> String {
            guard let value = iterator.next() else { fail("\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--sizes":
                options.sizes = value(argument).split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                if options.sizes.isEmpty || options.sizes.contains(where: { $0 < 1 }) { fail("--sizes takes positive integers, e.g. 1,4,16") }
            case "--runs":
                guard let runs = Int(value(argument)), runs >= 1 else { fail("--runs takes a positive integer") }
                options.runs = runs
            case "--higc": options.higc = value(argument)
            case "--cmark": options.cmark = value(argument)
            case "--corpus": options.corpus = value(argument)
            case "--check": options.check = true
            case "--stages": options.stages = value(argument)
            case "-h", "--help":
                print("""
                usage: higc-bench [--sizes 1,4,16,64] [--runs 3] [--higc PATH] [--cmark PATH] [--corpus DIR] [--check]
                       higc-bench --stages GUIDELINES_DIR
                Compares `higc compile` with the cmark CLI on the real corpus copied ×N; --check exits 1 on a missed target.
                --stages runs the compiler in this process on one directory and prints time and memory per stage.
                """)
                exit(0)
            default: fail("unknown argument '\(argument)' (see --help)")
            }
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("higc-bench: \(message)\n".utf8))
    exit(2)
}

// MARK: - Child processes

struct Measurement {
    var seconds: Double
    var peakKilobytes: Int
    var status: Int32
}

/// Runs `arguments` (stdin and stdout /dev/null, stderr to a file) and returns its exit status.
@discardableResult
func run(_ arguments: [String], standardError: String = "/dev/null") -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else { fail("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        if errno != EINTR { fail("waitpid failed: \(String(cString: strerror(errno)))") }
    }
    // WIFEXITED / WEXITSTATUS by hand: the macros are not imported into Swift.
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}

/// Runs `arguments` through the launcher (`higc-bench-spawn`, a small C program): a child forked
/// from the ~20 MB benchmark would report the benchmark's resident size as its own ru_maxrss.
func measure(_ arguments: [String], standardError: String = "/dev/null") -> Measurement {
    let report = scratch.appendingPathComponent("report-\(getpid())").path
    let status = run([launcher, report, standardError] + arguments)
    guard status == 0, let line = try? String(contentsOfFile: report, encoding: .utf8) else {
        fail("the launcher \(launcher) failed (status \(status)) running \(arguments[0])")
    }
    let fields = line.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard fields.count == 3, let code = Int32(fields[0]), let seconds = Double(fields[1]), let kilobytes = Int(fields[2]) else {
        fail("unexpected launcher report '\(line)'")
    }
    return Measurement(seconds: seconds, peakKilobytes: kilobytes, status: code)
}

// MARK: - Stage breakdown (in process)

/// Resident and peak resident size of this process, in MiB, from /proc/self/status.
func residentMegabytes() -> (current: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
        return Double(line.split(separator: " ").dropFirst().first.map(String.init) ?? "0").map { $0 / 1024 } ?? 0
    }
    return (field("VmRSS"), field("VmHWM"))
}

func runStages(_ directory: String) throws -> Never {
    let root = URL(fileURLWithPath: directory)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("higc-bench-stages-\(getpid())")
    defer { try? FileManager.default.removeItem(at: output) }
    var last = Date()
    func report(_ stage: String) {
        let now = Date()
        let memory = residentMegabytes()
        // Resident after malloc_trim(0): roughly what is still in use, without freed fragments.
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
        let trimmed = residentMegabytes().current
        print("\(stage.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(format: "%7.3f s   resident %7.1f MB (%7.1f MB after malloc_trim)   peak %7.1f MB", now.timeIntervalSince(last), memory.current, trimmed, memory.peak))")
        last = Date()
    }
    report("start")
    let lexicons = LexiconSet.bundled
    report("lexicons")
    // Read, parse and extract file by file, then align, identify and check, as `higc compile` does.
    var compilation: Compilation? = try GuidelineCompiler(lexicons: lexicons).compile(guidelines: root, previous: nil)
    report("compile")
    // Rendered file by file as they are written, as `higc compile` does.
    try OutputWriter().write(GeneratedOutput.generatedFiles(for: compilation!), to: output)
    report("write")
    compilation = nil
    report("release")
    exit(0)
}

// MARK: - Locating the tools and the corpus

let fileManager = FileManager.default
let options = Options.parse(CommandLine.arguments)
if let directory = options.stages { try runStages(directory) }
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let corpusURL = URL(fileURLWithPath: options.corpus ?? repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/jum0").path)

guard fileManager.fileExists(atPath: corpusURL.path) else {
    print("higc-bench: skipped: the shared corpus is absent (\(corpusURL.path)); it lives in ../shared beside the repository.")
    exit(0)
}

func which(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if fileManager.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The release `higc` and the launcher beside this binary; built first (a no-op when current) so
/// they match the sources.
func locateTools() -> (higc: String, launcher: String) {
    let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    // <scratch>/<triple>/release/higc-bench → <scratch>
    let scratchPath = binDirectory.deletingLastPathComponent().deletingLastPathComponent().path
    var products = ["higc-bench-spawn"]
    if options.higc == nil { products.append("higc") }
    if let swift = which("swift"), binDirectory.lastPathComponent == "release" {
        for product in products {
            print("Building \(product): swift build -c release --product \(product) --scratch-path \(scratchPath)")
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("higc-bench-build.log").path
            if run([swift, "build", "-c", "release", "--product", product, "--package-path", repository.path,
                    "--scratch-path", scratchPath], standardError: log) != 0 {
                fail("building \(product) failed; see \(log)")
            }
        }
    }
    var found: [String] = []
    for product in ["higc-bench-spawn", "higc"] {
        let candidate = binDirectory.appendingPathComponent(product).path
        if product == "higc", let path = options.higc {
            found.append(URL(fileURLWithPath: path).standardizedFileURL.path)
            continue
        }
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            fail("no \(product) beside \(binDirectory.path); run `swift run -c release higc-bench` or build it with `swift build -c release --product \(product)`")
        }
        found.append(candidate)
    }
    return (found[1], found[0])
}

let (higc, launcher) = locateTools()
let cmark = options.cmark ?? which("cmark")
if cmark == nil { print("higc-bench: the cmark CLI is not installed (Debian: apt-get install cmark); measuring higc only.") }

// MARK: - Scaled corpora

let sourceFiles: [String] = {
    guard let enumerator = fileManager.enumerator(atPath: corpusURL.path) else { fail("cannot list \(corpusURL.path)") }
    return enumerator.compactMap { $0 as? String }.filter { $0.lowercased().hasSuffix(".md") }.sorted()
}()
guard !sourceFiles.isEmpty else { fail("no .md files under \(corpusURL.path)") }

let scratch = fileManager.temporaryDirectory.appendingPathComponent("higc-bench-\(getpid())")
defer { try? fileManager.removeItem(at: scratch) }

struct Corpus {
    var copies: Int
    var root: URL
    var files: [String]
    var bytes: Int
}

/// `copies` copies of the corpus as distinct pages: ROOT/copyNN/<original path>.
func makeCorpus(copies: Int) throws -> Corpus {
    let root = scratch.appendingPathComponent("x\(copies)/guidelines")
    var files: [String] = []
    var bytes = 0
    let width = String(copies).count
    for copy in 1...copies {
        let prefix = "copy" + String(repeating: "0", count: width - String(copy).count) + String(copy)
        for relative in sourceFiles {
            let from = corpusURL.appendingPathComponent(relative)
            let to = root.appendingPathComponent(prefix).appendingPathComponent(relative)
            try fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            if link(from.path, to.path) != 0 { try fileManager.copyItem(at: from, to: to) }
            files.append(to.path)
            bytes += (try fileManager.attributesOfItem(atPath: to.path)[.size] as? Int) ?? 0
        }
    }
    return Corpus(copies: copies, root: root, files: files, bytes: bytes)
}

// MARK: - Running

struct Row {
    var corpus: Corpus
    var higc: Measurement
    /// `higc compile` with the previous output in place (it reads and matches the old catalog).
    var again: Measurement
    var cmark: Measurement?
}

func best(of runs: Int, _ body: () -> Measurement) -> Measurement {
    var result: Measurement?
    for _ in 0..<runs {
        let run = body()
        if run.status != 0 { return run }
        if let current = result {
            result = Measurement(seconds: min(current.seconds, run.seconds),
                                 peakKilobytes: max(current.peakKilobytes, run.peakKilobytes), status: 0)
        } else {
            result = run
        }
    }
    return result!
}

try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
// Children run in the scratch directory, so no higc.yml of the caller's directory applies.
_ = fileManager.changeCurrentDirectoryPath(scratch.path)
let cores = ProcessInfo.processInfo.activeProcessorCount
print("Corpus: \(corpusURL.path) (\(sourceFiles.count) files); \(cores) cores; best of \(options.runs) runs per tool and size.")

// The runtime's own footprint: higc compiling an empty guidelines directory.
let emptyRoot = scratch.appendingPathComponent("empty/guidelines")
try fileManager.createDirectory(at: emptyRoot, withIntermediateDirectories: true)
var baselineAttempt = 0
let baseline = best(of: options.runs) {
    baselineAttempt += 1
    let output = scratch.appendingPathComponent("empty/out-\(baselineAttempt)")
    return measure([higc, "compile", "--guidelines", emptyRoot.path, "--output", output.path])
}

var rows: [Row] = []
for copies in options.sizes {
    let corpus = try makeCorpus(copies: copies)
    let errorLog = scratch.appendingPathComponent("x\(copies)/higc.stderr").path
    var attempt = 0
    let higcRun = best(of: options.runs) {
        // A fresh output directory per run, all removed only when the benchmark ends: on ext4,
        // creating files just after deleting thousands makes every new inode scan past the
        // recently deleted ones, which would charge higc for the benchmark's own clean-up.
        attempt += 1
        let output = scratch.appendingPathComponent("x\(copies)/out-\(attempt)")
        return measure([higc, "compile", "--guidelines", corpus.root.path, "--output", output.path],
                       standardError: errorLog)
    }
    if higcRun.status != 0 {
        let message = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
        fail("higc exited \(higcRun.status) on ×\(copies):\n\(message)")
    }
    let firstOutput = scratch.appendingPathComponent("x\(copies)/out-1").path
    let againRun = best(of: options.runs) {
        measure([higc, "compile", "--guidelines", corpus.root.path, "--output", firstOutput], standardError: errorLog)
    }
    // A recompile that stops early (a previous catalog it refuses) would time nothing.
    if againRun.status != 0 {
        let message = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
        fail("higc exited \(againRun.status) recompiling ×\(copies) into its own output:\n\(message)")
    }
    let cmarkRun = cmark.map { cmark in best(of: options.runs) { measure([cmark] + corpus.files) } }
    rows.append(Row(corpus: corpus, higc: higcRun, again: againRun, cmark: cmarkRun))
}

// MARK: - Report

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
let mebibyte = 1_048_576.0

print("")
print("| size | files |   MB | higc s | higc pages/s | higc MB/s | higc peak MB | again s | again peak MB | cmark s | cmark pages/s | cmark MB/s | cmark peak MB | time higc/cmark | higc growth | cmark growth |")
print("|-----:|------:|-----:|-------:|-------------:|----------:|-------------:|--------:|--------------:|--------:|--------------:|-----------:|--------------:|----------------:|------------:|-------------:|")
var previous: Row?
for row in rows {
    let files = Double(row.corpus.files.count)
    let megabytes = Double(row.corpus.bytes) / mebibyte
    var cells = [
        "×\(row.corpus.copies)", "\(row.corpus.files.count)", fixed(megabytes, 1),
        fixed(row.higc.seconds, 3), fixed(files / row.higc.seconds, 0), fixed(megabytes / row.higc.seconds, 1),
        fixed(Double(row.higc.peakKilobytes) / 1024, 1),
        fixed(row.again.seconds, 3), fixed(Double(row.again.peakKilobytes) / 1024, 1),
    ]
    if let cmark = row.cmark {
        cells += [fixed(cmark.seconds, 3), fixed(files / cmark.seconds, 0), fixed(megabytes / cmark.seconds, 1),
                  fixed(Double(cmark.peakKilobytes) / 1024, 1), fixed(row.higc.seconds / cmark.seconds, 2)]
    } else {
        cells += ["—", "—", "—", "—", "—"]
    }
    if let previous {
        cells.append(fixed(row.higc.seconds / previous.higc.seconds, 2))
        cells.append(row.cmark.flatMap { now in previous.cmark.map { fixed(now.seconds / $0.seconds, 2) } } ?? "—")
    } else {
        cells += ["—", "—"]
    }
    print("| " + cells.joined(separator: " | ") + " |")
    previous = row
}

// Targets.
print("")
let baselineMB = Double(baseline.peakKilobytes) / 1024
print("Runtime baseline (higc on an empty guidelines directory): \(fixed(baseline.seconds, 3)) s, peak \(fixed(baselineMB, 1)) MB.")
var missed: [String] = []
func verdict(_ ok: Bool, _ text: String) {
    print("  [\(ok ? "ok" : "MISSED")] \(text)")
    if !ok { missed.append(text) }
}
print("Targets:")
for row in rows where row.corpus.copies >= 16 {
    if let cmark = row.cmark {
        let ratio = row.higc.seconds / cmark.seconds
        verdict(ratio <= 2, "×\(row.corpus.copies): higc time ≤ 2× cmark (\(fixed(ratio, 2))×)")
    }
}
for (previous, row) in zip(rows, rows.dropFirst()) where row.corpus.copies == previous.corpus.copies * 4 {
    let growth = row.higc.seconds / previous.higc.seconds
    verdict(growth <= 4.5, "×\(previous.corpus.copies)→×\(row.corpus.copies): higc time grows ≤ 4.5× for 4× the pages (\(fixed(growth, 2))×)")
}
for row in rows {
    let megabytes = Double(row.corpus.bytes) / mebibyte
    let peak = Double(row.higc.peakKilobytes) / 1024
    let limit = baselineMB + 3 * megabytes
    verdict(peak <= limit, "×\(row.corpus.copies): higc peak \(fixed(peak, 1)) MB ≤ runtime baseline \(fixed(baselineMB, 1)) MB + 3 × corpus \(fixed(megabytes, 1)) MB = \(fixed(limit, 1)) MB")
}
if options.check && !missed.isEmpty { exit(1) }
