import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes generated files into an output directory without ever leaving it half-written.
///
/// - Only files higc generated are touched: their names are kept in a manifest
///   (`.higc-manifest`); obsolete ones are removed, any other file is left alone.
/// - A file is rewritten only when its bytes changed, so unchanged files keep their mtime.
/// - The new tree is assembled in a staging directory beside the output (unchanged and foreign
///   files hard-linked in) and swapped in with `rename`, so a failure at any point leaves the
///   previous output exactly as it was.
/// - Runs on the same output are serialised with an exclusive lock on the parent directory.
public struct OutputWriter {
    public static let manifestName = ".higc-manifest"

    public struct Result: Equatable, Sendable {
        public var written: [String]
        public var removed: [String]
        public var unchanged: Int
    }

    public init() {}

    /// What a write would change: paths to write or remove. Empty when the output is current.
    public func pendingChanges(_ files: [String: Data], in directory: URL) -> (changed: [String], removed: [String]) {
        // Data in memory cannot fail to render.
        try! pendingChanges(Self.generated(files), in: directory)
    }

    /// What writing `files` would change, rendering each one only to compare it with what is there.
    public func pendingChanges(_ files: [GeneratedFile], in directory: URL) throws -> (changed: [String], removed: [String]) {
        let directory = Self.resolved(directory)
        try refuseForeignFiles(files, in: directory)
        try refuseEditedFiles(in: directory)
        var changed = try renderAll(files, into: nil, comparingWith: directory).filter(\.changed).map(\.path)
        var codeHashes: [String: String] = [:]
        for file in files where Self.isCode(file.path) { codeHashes[file.path] = Self.contentHash(try file.data()) }
        let manifest = manifestContents(files.map(\.path), codeHashes: codeHashes)
        if try !Self.sameContents(manifest, at: directory.appendingPathComponent(Self.manifestName).path) {
            changed.append(Self.manifestName)
        }
        return (changed.sorted(), removed(files, in: directory))
    }

    @discardableResult
    public func write(_ files: [String: Data], to directory: URL) throws -> Result {
        try write(Self.generated(files), to: directory)
    }

    /// Writes `files`: each is rendered while being compared with the current file, written into
    /// the staging tree from its first difference on, and linked in from the current file when
    /// equal (`render(_:to:comparingWith:)`); each folder's files by one worker (`tasks(for:)`).
    @discardableResult
    public func write(_ files: [GeneratedFile], to directory: URL) throws -> Result {
        let fileManager = FileManager.default
        // Through a symbolic link to the directory it names: the link stays, the directory is replaced.
        let directory = Self.resolved(directory)
        let parent = directory.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Self.unwritable(parent, error)
        }
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CompileError.outputNotWritable(path: directory.path, reason: "it exists and is not a directory")
        }
        let lock = try ParentDirectoryLock(parent)
        defer { lock.release() }
        removeLeftovers(of: directory)
        try refuseForeignFiles(files, in: directory)
        try refuseEditedFiles(in: directory)

        let token = "\(getpid())-\(UInt64(Date().timeIntervalSince1970 * 1000))"
        let staging = parent.appendingPathComponent(".\(directory.lastPathComponent).higc-staging-\(token)")
        let retired = parent.appendingPathComponent(".\(directory.lastPathComponent).higc-old-\(token)")
        let written: [String]
        let removed: [String]
        // The new tree is built beside the output, so its parent is what must be writable.
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            // A read-only checkout whose output is already up to date is no failure: nothing
            // needs writing (`--check` reads it the same way).
            if fileManager.fileExists(atPath: directory.path),
               let pending = try? pendingChanges(files, in: directory), pending.changed.isEmpty, pending.removed.isEmpty {
                return Result(written: [], removed: [], unchanged: files.count + 1)
            }
            throw CompileError.outputNotWritable(
                path: parent.path,
                reason: FileErrorReason.describe(error) + " (the new \(directory.path) is assembled in this folder, then swapped in)")
        }
        do {
            // A fresh output has nothing to compare with: no file is opened only to be missing.
            let current = fileManager.fileExists(atPath: directory.path) ? directory : nil
            var changed = try renderAll(files, into: staging, comparingWith: current).filter(\.changed).map(\.path)
            var codeHashes: [String: String] = [:]
            for file in files where Self.isCode(file.path) {
                codeHashes[file.path] = Self.contentHash(try Data(contentsOf: staging.appendingPathComponent(file.path)))
            }
            let manifest = manifestContents(files.map(\.path), codeHashes: codeHashes)
            let manifestPath = staging.appendingPathComponent(Self.manifestName).path
            if try Self.sameContents(manifest, at: directory.appendingPathComponent(Self.manifestName).path) {
                try Self.linkBack(directory.appendingPathComponent(Self.manifestName).path, to: manifestPath)
            } else {
                try Self.writeFile(manifest, to: manifestPath)
                changed.append(Self.manifestName)
            }
            written = changed.sorted()
            removed = self.removed(files, in: directory)
            guard !written.isEmpty || !removed.isEmpty else {
                try? fileManager.removeItem(at: staging)
                return Result(written: [], removed: [], unchanged: files.count)
            }
            if fileManager.fileExists(atPath: directory.path) {
                // Foreign files (and folders) come along; generated and obsolete ones do not.
                let skip = Set(files.map(\.path) + removed + [Self.manifestName])
                try linkTree(from: directory, to: staging, relative: "", skipping: skip)
                try Self.copyPermissions(from: directory.path, to: staging.path)
                if Self.exchange(staging.path, directory.path) {
                    // One atomic step: readers see the old tree or the new one, never neither.
                    // What another program put in the old tree while this one was built moves over.
                    carryOver(from: staging, to: directory, relative: "", skipping: skip)
                    try? fileManager.removeItem(at: staging)
                } else {
                    try fileManager.moveItem(at: directory, to: retired)
                    do {
                        try fileManager.moveItem(at: staging, to: directory)
                    } catch {
                        try? fileManager.moveItem(at: retired, to: directory)
                        throw error
                    }
                    carryOver(from: retired, to: directory, relative: "", skipping: skip)
                    try? fileManager.removeItem(at: retired)
                }
            } else {
                try fileManager.moveItem(at: staging, to: directory)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            if let compileError = error as? CompileError { throw compileError }
            throw CompileError.outputNotWritable(path: directory.path, reason: FileErrorReason.describe(error))
        }
        return Result(written: written, removed: removed, unchanged: files.count + 1 - written.count)
    }

    /// Files of the previous manifest that this write no longer generates and that still exist;
    /// without a manifest, the files in generated folders that say they were generated.
    private func removed(_ files: [GeneratedFile], in directory: URL) -> [String] {
        let current = Set(files.map(\.path))
        let folders = Set(files.compactMap { file in file.path.range(of: "/", options: .backwards).map { String(file.path[..<$0.lowerBound]) } })
        let candidates = Set(manifest(in: directory) + ownership(of: directory).unlistedGeneratedFiles(in: folders))
        return candidates.filter {
            !current.contains($0) && FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }.sorted()
    }

    private func ownership(of directory: URL) -> OutputOwnership {
        let hasManifest = FileManager.default.fileExists(atPath: directory.appendingPathComponent(Self.manifestName).path)
        return OutputOwnership(directory: directory, manifest: manifest(in: directory), hasManifest: hasManifest)
    }

    /// Stops before anything is written when a file to generate would replace one higc did not write.
    private func refuseForeignFiles(_ files: [GeneratedFile], in directory: URL) throws {
        let foreign = ownership(of: directory).foreignFiles(among: files.map(\.path))
        guard let first = foreign.first else { return }
        throw CompileError.foreignOutputFile(path: directory.appendingPathComponent(first).path, others: foreign.count - 1)
    }

    /// Stops before anything is written when a generated code file was edited since higc wrote it
    /// (its contents no longer hash to what the manifest recorded): replacing or removing it would
    /// lose hand-written code. Deleting the file, or moving the code into a file of its own, goes on.
    private func refuseEditedFiles(in directory: URL) throws {
        let edited = manifestEntries(in: directory).compactMap { entry -> String? in
            guard let recorded = entry.hash, let data = FileManager.default.contents(atPath: directory.appendingPathComponent(entry.path).path),
                  Self.contentHash(data) != recorded else { return nil }
            return entry.path
        }
        guard let first = edited.first else { return }
        throw CompileError.editedOutputFile(path: directory.appendingPathComponent(first).path, others: edited.count - 1)
    }

    /// Generated code, whose hand edits would be lost: its contents are recorded in the manifest.
    static func isCode(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// 64-bit FNV-1a of the bytes, in hex: the same on every machine.
    static func contentHash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Through a buffer pointer: iterating `Data` itself costs ten times the instructions.
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The directory a path names, through symbolic links (the last component's included).
    static func resolved(_ directory: URL) -> URL {
        directory.standardizedFileURL.resolvingSymlinksInPath()
    }

    private static func generated(_ files: [String: Data]) -> [GeneratedFile] {
        files.keys.sorted().map { GeneratedFile(path: $0, data: files[$0]!) }
    }

    /// Renders every file on every core, into `staging` when given, comparing each with the file
    /// of the same path under `current`. Unchanged files in staging become links to the current
    /// ones, so they keep their modification time. The first failure in file order is thrown.
    private func renderAll(_ files: [GeneratedFile], into staging: URL?, comparingWith current: URL?) throws -> [(path: String, changed: Bool)] {
        if let staging {
            for folder in Set(files.map { ($0.path as NSString).deletingLastPathComponent }) where !folder.isEmpty {
                try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        }
        var outcomes = [Swift.Result<Bool, Error>?](repeating: nil, count: files.count)
        let lock = NSLock()
        // Paths joined as text: `URL.appendingPathComponent` asks the file system whether each
        // path is a directory, two calls per file for nothing.
        let currentRoot = current?.path, stagingRoot = staging?.path
        let tasks = Self.tasks(for: files)
        DispatchQueue.concurrentPerform(iterations: tasks.count) { task in
            for index in tasks[task] {
                let file = files[index]
                let outcome = Swift.Result { () throws -> Bool in
                    let currentPath = currentRoot.map { $0 + "/" + file.path }
                    let target = stagingRoot.map { $0 + "/" + file.path }
                    let same = try Self.render(file, to: target, comparingWith: currentPath)
                    if same, let target, let currentPath { try Self.linkBack(currentPath, to: target) }
                    return !same
                }
                lock.lock()
                outcomes[index] = outcome
                lock.unlock()
            }
        }
        return try zip(files, outcomes).map { file, outcome in (file.path, try outcome!.get()) }
    }

    /// The files each worker renders in turn: every folder's files together (creating files in
    /// one folder from two threads makes them queue for the folder's lock, spinning, and costs
    /// more than it saves), each file of the top level alone. Folders come first: they are the
    /// long tasks, and the top-level files balance the other cores around them.
    static func tasks(for files: [GeneratedFile]) -> [[Int]] {
        var folders: [String: [Int]] = [:]
        var topLevel: [[Int]] = []
        for (index, file) in files.enumerated() {
            if let slash = file.path.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folders[String(file.path[..<slash]), default: []].append(index)
            } else {
                topLevel.append([index])
            }
        }
        return folders.keys.sorted().map { folders[$0]! } + topLevel
    }

    /// Renders `file` while comparing it with the file at `existing`; true when the bytes are the
    /// same. With a `target`, a file that differs is written there; one that is the same is not
    /// (the caller links the current file in), so regenerating an unchanged output creates no
    /// file. The target is opened at the first chunk that differs, and the equal bytes before it
    /// are copied from the current file.
    private static func render(_ file: GeneratedFile, to target: String?, comparingWith existing: String?) throws -> Bool {
        let comparison = FileComparison(path: existing)
        var output: Int32 = -1
        defer { if output >= 0 { close(output) } }
        // Bytes rendered so far that equal the current file's and are not written yet.
        var pending = 0
        func openTarget(_ path: String) throws {
            output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard output >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if pending > 0, let existing { try copyPrefix(of: existing, count: pending, to: output) }
            pending = 0
        }
        var sink = OutputSink { chunk in
            if output < 0, comparison.isEqualSoFar {
                comparison.feed(chunk)
                if comparison.isEqualSoFar {
                    pending += chunk.count
                    return
                }
            } else {
                comparison.feed(chunk)
            }
            guard let target else { return }
            if output < 0 { try openTarget(target) }
            try writeAll(output, chunk)
        } reset: {
            comparison.restart()
            pending = 0
            if output >= 0 {
                guard ftruncate(output, 0) == 0, lseek(output, 0, SEEK_SET) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
            }
        }
        try file.render(&sink)
        try sink.finish()
        let same = comparison.finish()
        // Shorter than the current file, or empty with nothing to compare: written only now.
        if !same, let target, output < 0 { try openTarget(target) }
        return same
    }

    /// Copies the first `count` bytes of the file at `path` to `descriptor`.
    private static func copyPrefix(of path: String, count: Int, to descriptor: Int32) throws {
        let source = open(path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(source) }
        var buffer = [UInt8](repeating: 0, count: min(count, OutputSink.chunkSize))
        var left = count
        while left > 0 {
            let read = buffer.withUnsafeMutableBytes { buffer -> Int in
                #if canImport(Glibc)
                return Glibc.read(source, buffer.baseAddress!, min(left, buffer.count))
                #else
                return Darwin.read(source, buffer.baseAddress!, min(left, buffer.count))
                #endif
            }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            try buffer.withUnsafeBufferPointer { try writeAll(descriptor, UnsafeBufferPointer(rebasing: $0[..<read])) }
            left -= read
        }
    }

    /// Whether the file at `path` holds exactly `data`.
    private static func sameContents(_ data: Data, at path: String) throws -> Bool {
        let comparison = FileComparison(path: path)
        data.withUnsafeBytes { comparison.feed($0.bindMemory(to: UInt8.self)) }
        return comparison.finish()
    }

    /// Puts the identical current file into staging as a hard link (contents and modification
    /// time untouched); a copy when linking is impossible (another file system).
    private static func linkBack(_ current: String, to staged: String) throws {
        if link(current, staged) == 0 { return }
        try FileManager.default.copyItem(atPath: current, toPath: staged)
    }

    /// Staging and retired trees a crashed compile left beside the output. Only called under the
    /// lock, so no running compile owns them.
    private func removeLeftovers(of directory: URL) {
        let parent = directory.deletingLastPathComponent()
        let prefixes = [".\(directory.lastPathComponent).higc-staging-", ".\(directory.lastPathComponent).higc-old-"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        where prefixes.contains(where: name.hasPrefix) {
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// `renameat2(RENAME_EXCHANGE)`: swaps two paths atomically. Looked up at run time (the C
    /// library may predate it, the file system may refuse it); false means "use two renames".
    static func exchange(_ first: String, _ second: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atCurrentDirectory: Int32 = -100 // AT_FDCWD
        let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
        return renameat2(atCurrentDirectory, first, atCurrentDirectory, second, renameExchange) == 0
    }

    /// Writes a new file in the staging directory with plain POSIX calls: `Data.write(to:)` syncs
    /// every file to disk, which cost more than the compile for large outputs. Atomicity comes
    /// from swapping the whole staging directory in, not from per-file syncs.
    static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { try writeAll(descriptor, $0.bindMemory(to: UInt8.self)) }
    }

    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>) throws {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
    }

    func manifest(in directory: URL) -> [String] {
        manifestEntries(in: directory).map(\.path)
    }

    /// The manifest's lines: a path, and for generated code a tab and the hash of what was written.
    func manifestEntries(in directory: URL) -> [(path: String, hash: String?)] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(Self.manifestName), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            return (String(fields[0]), fields.count > 1 ? String(fields[1]) : nil)
        }
    }

    func manifestContents(_ paths: [String], codeHashes: [String: String]) -> Data {
        let lines = paths.sorted().map { path in codeHashes[path].map { path + "\t" + $0 } ?? path }
        return Data(("# Files generated by higc; it removes only these, and replaces code files only as it wrote them (hash after the tab).\n"
                     + lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Mirrors `source` into `destination` with hard links (copies when linking is impossible),
    /// leaving out `skipping`. Hard links keep contents and modification times untouched.
    private func linkTree(from source: URL, to destination: URL, relative: String, skipping: Set<String>) throws {
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: source.appendingPathComponent(relative).path).sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            if skipping.contains(path) { continue }
            let from = source.appendingPathComponent(path)
            let to = destination.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            let attributes = try fileManager.attributesOfItem(atPath: from.path)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                try fileManager.copyItem(at: from, to: to)
            } else if fileManager.fileExists(atPath: from.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try fileManager.createDirectory(at: to, withIntermediateDirectories: true)
                try linkTree(from: source, to: destination, relative: path, skipping: skipping)
                // After its entries, which would have touched it: a folder of the user's comes
                // through with its access rights and time as they were.
                try Self.copyPermissions(from: from.path, to: to.path, times: true)
            } else if link(from.path, to.path) != 0 {
                try fileManager.copyItem(at: from, to: to)
            }
        }
    }
}

extension OutputWriter {
    /// Gives `target` the access rights of `source` (and its access and modification times).
    static func copyPermissions(from source: String, to target: String, times: Bool = false) throws {
        var status = stat()
        guard stat(source, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard chmod(target, status.st_mode & 0o7777) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard times else { return }
        var stamps = [status.st_atim, status.st_mtim]
        _ = utimensat(-100 /* AT_FDCWD */, target, &stamps, 0)
    }

    /// Moves into `target` what `old` (the tree just replaced) holds and `target` does not: a file
    /// another program created in the output while the new tree was assembled. Generated and
    /// obsolete paths (`skipping`) are left behind with the old tree.
    func carryOver(from old: URL, to target: URL, relative: String, skipping: Set<String>) {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: old.appendingPathComponent(relative).path)) ?? []
        for name in names {
            let path = relative.isEmpty ? name : relative + "/" + name
            if skipping.contains(path) || path == Self.manifestName { continue }
            let from = old.appendingPathComponent(path).path
            let to = target.appendingPathComponent(path).path
            var fromStatus = stat(), toStatus = stat()
            guard lstat(from, &fromStatus) == 0 else { continue }
            if lstat(to, &toStatus) != 0 {
                _ = rename(from, to)
            } else if fromStatus.st_mode & S_IFMT == S_IFDIR, toStatus.st_mode & S_IFMT == S_IFDIR {
                carryOver(from: old, to: target, relative: path, skipping: skipping)
            }
        }
    }
}

/// An exclusive `flock` on a directory: a second compile on the same output waits its turn.
/// Re-entrant within a process: `OutputWriter.lockOutput` holds it for a whole compile and
/// `write` takes it again without waiting on itself.
struct ParentDirectoryLock {
    private let path: String

    private final class Held {
        var descriptor: Int32
        var count: Int
        init(descriptor: Int32) { self.descriptor = descriptor; count = 1 }
    }
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var held: [[UInt8]: Held] = [:]

    init(_ directory: URL) throws {
        path = directory.standardizedFileURL.path
        let key = Array(path.utf8)
        Self.registryLock.lock()
        if let existing = Self.held[key] {
            existing.count += 1
            Self.registryLock.unlock()
            return
        }
        Self.registryLock.unlock()
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CompileError.outputNotWritable(path: directory.path, reason: "cannot open for locking: \(FileErrorReason.describe(errno: errno))")
        }
        // Blocks while another compile holds it; anything else is a lock that cannot be taken.
        while flock(descriptor, LOCK_EX) != 0 {
            let code = errno
            if code == EINTR { continue }
            let reason = FileErrorReason.describe(errno: code)
            close(descriptor)
            if code == EWOULDBLOCK { throw CompileError.outputLocked(path: directory.path) }
            throw CompileError.outputNotWritable(path: directory.path, reason: "cannot lock: \(reason)")
        }
        Self.registryLock.lock()
        Self.held[key] = Held(descriptor: descriptor)
        Self.registryLock.unlock()
    }

    func release() {
        let key = Array(path.utf8)
        Self.registryLock.lock()
        defer { Self.registryLock.unlock() }
        guard let entry = Self.held[key] else { return }
        entry.count -= 1
        if entry.count == 0 {
            flock(entry.descriptor, LOCK_UN)
            close(entry.descriptor)
            Self.held[key] = nil
        }
    }
}

/// The output directory's lock, held across a whole compile (reading the previous catalog,
/// compiling, writing): two compiles of one output then run one after the other, the second
/// against what the first wrote. Release it when done; releasing twice is harmless.
public final class OutputLock {
    private var lock: ParentDirectoryLock?

    init(_ lock: ParentDirectoryLock) { self.lock = lock }

    public func release() {
        lock?.release()
        lock = nil
    }

    deinit { release() }
}

extension OutputWriter {
    /// Why `parent` could not be created: a part of its path that is a file, in the system's words
    /// ("not a directory"), else the error's own reason.
    static func unwritable(_ parent: URL, _ error: Error) -> CompileError {
        var current = parent.standardizedFileURL
        while current.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return .outputNotWritable(path: current.path, reason: "not a directory") }
                break
            }
            current = current.deletingLastPathComponent()
        }
        return .outputNotWritable(path: parent.path, reason: FileErrorReason.describe(error))
    }

    /// Takes the lock `write` uses for `directory` (on its parent, which is created if missing).
    public static func lockOutput(_ directory: URL) throws -> OutputLock {
        let parent = directory.standardizedFileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Self.unwritable(parent, error)
        }
        return OutputLock(try ParentDirectoryLock(parent))
    }
}

/// Compares bytes arriving in chunks with a file on disk, reading it alongside.
private final class FileComparison {
    /// Nil: there is no file to compare with, and nothing is equal.
    private let path: String?
    private var descriptor: Int32
    private var equal: Bool
    /// Where the file's next bytes are read, reused chunk after chunk.
    private var existing: [UInt8] = []

    init(path: String?) {
        self.path = path
        descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? -1
        equal = descriptor >= 0
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Whether every byte fed so far equals the file's.
    var isEqualSoFar: Bool { equal }

    func feed(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard equal else { return }
        guard chunk.count > 0 else { return }
        if existing.count < chunk.count { existing = [UInt8](repeating: 0, count: chunk.count) }
        equal = existing.withUnsafeMutableBytes { buffer in
            let count = readFully(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<chunk.count]))
            return count == chunk.count && memcmp(buffer.baseAddress!, chunk.baseAddress!, count) == 0
        }
    }

    /// True when everything fed equals the whole file.
    func finish() -> Bool {
        guard equal else { return false }
        var probe: UInt8 = 0
        return withUnsafeMutableBytes(of: &probe) { readFully(into: $0) } == 0
    }

    func restart() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? -1
        equal = descriptor >= 0
    }

    private func readFully(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var filled = 0
        while filled < buffer.count {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            #endif
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        return filled
    }
}
