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
        let previous = manifest(in: directory)
        var changed: [String] = []
        for (path, data) in files where (try? Data(contentsOf: directory.appendingPathComponent(path))) != data {
            changed.append(path)
        }
        let manifestData = manifestContents(files)
        if (try? Data(contentsOf: directory.appendingPathComponent(Self.manifestName))) != manifestData {
            changed.append(Self.manifestName)
        }
        let removed = previous.filter { files[$0] == nil && FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
        return (changed.sorted(), removed.sorted())
    }

    @discardableResult
    public func write(_ files: [String: Data], to directory: URL) throws -> Result {
        let fileManager = FileManager.default
        let directory = directory.standardizedFileURL
        let parent = directory.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw CompileError.outputNotWritable(path: parent.path, reason: error.localizedDescription)
        }
        let lock = try ParentDirectoryLock(parent)
        defer { lock.release() }

        let pending = pendingChanges(files, in: directory)
        guard !pending.changed.isEmpty || !pending.removed.isEmpty else {
            return Result(written: [], removed: [], unchanged: files.count)
        }

        let token = "\(getpid())-\(UInt64(Date().timeIntervalSince1970 * 1000))"
        let staging = parent.appendingPathComponent(".\(directory.lastPathComponent).higc-staging-\(token)")
        let retired = parent.appendingPathComponent(".\(directory.lastPathComponent).higc-old-\(token)")
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            let skip = Set(pending.changed + pending.removed)
            if fileManager.fileExists(atPath: directory.path) {
                try linkTree(from: directory, to: staging, relative: "", skipping: skip)
            }
            var allFiles = files
            allFiles[Self.manifestName] = manifestContents(files)
            for path in pending.changed {
                let target = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try allFiles[path]!.write(to: target)
            }
            if fileManager.fileExists(atPath: directory.path) {
                try fileManager.moveItem(at: directory, to: retired)
                do {
                    try fileManager.moveItem(at: staging, to: directory)
                } catch {
                    try? fileManager.moveItem(at: retired, to: directory)
                    throw error
                }
                try? fileManager.removeItem(at: retired)
            } else {
                try fileManager.moveItem(at: staging, to: directory)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            if let compileError = error as? CompileError { throw compileError }
            throw CompileError.outputNotWritable(path: directory.path, reason: error.localizedDescription)
        }
        return Result(written: pending.changed, removed: pending.removed,
                      unchanged: files.count + 1 - pending.changed.count)
    }

    func manifest(in directory: URL) -> [String] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(Self.manifestName), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    func manifestContents(_ files: [String: Data]) -> Data {
        Data(("# Files generated by higc; it removes only these.\n" + files.keys.sorted().joined(separator: "\n") + "\n").utf8)
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
            } else if link(from.path, to.path) != 0 {
                try fileManager.copyItem(at: from, to: to)
            }
        }
    }
}

/// An exclusive `flock` on a directory: a second compile on the same output waits its turn.
struct ParentDirectoryLock {
    private let descriptor: Int32

    init(_ directory: URL) throws {
        descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CompileError.outputNotWritable(path: directory.path, reason: "cannot open for locking")
        }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw CompileError.outputLocked(path: directory.path)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
