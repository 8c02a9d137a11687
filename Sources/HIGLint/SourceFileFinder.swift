import Foundation

/// Finds the Swift files under the paths a run is given.
///
/// Directories are walked recursively in name order. Hidden files and folders (`.build`,
/// `.git`, `.swiftpm`, …), symbolic links to directories, and anything an exclusion pattern
/// matches are skipped; a file is linted when its name ends in `.swift`. Exclusions also apply to
/// files named explicitly, so a pre-commit hook passing changed files keeps honouring them.
public struct SourceFileFinder {
    public let currentDirectory: String
    public let exclusions: [PathPattern]

    public init(currentDirectory: String, exclusions: [PathPattern] = []) {
        self.currentDirectory = PathNormalizer.absolute(currentDirectory, relativeTo: "/")
        self.exclusions = exclusions
    }

    /// The Swift files at `paths` (files or directories, relative to the current directory or
    /// absolute), without duplicates, sorted by display path.
    public func files(at paths: [String]) throws -> [SourceFile] {
        var found: [String: SourceFile] = [:]
        let fileManager = FileManager.default
        for path in paths {
            let absolute = PathNormalizer.absolute(path, relativeTo: currentDirectory)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw LintError.pathNotFound(path)
            }
            if isDirectory.boolValue {
                guard !isExcluded(absolute) else { continue }
                try walk(absolute, into: &found)
            } else {
                guard absolute.hasSuffix(".swift") else { throw LintError.notSwiftFile(path) }
                if !isExcluded(absolute) { found[absolute] = file(at: absolute) }
            }
        }
        return found.values.sorted { $0.displayPath < $1.displayPath }
    }

    private func walk(_ directory: String, into found: inout [String: SourceFile]) throws {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: directory)
        } catch {
            throw LintError.unreadableFile(path: PathNormalizer.display(directory, relativeTo: currentDirectory),
                                           reason: "cannot list directory")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = directory == "/" ? "/" + name : directory + "/" + name
            guard !isExcluded(path) else { continue }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue } // dangling link
            if isDirectory.boolValue {
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil
                if !isLink { try walk(path, into: &found) }
            } else if name.hasSuffix(".swift") {
                found[path] = file(at: path)
            }
        }
    }

    private func isExcluded(_ path: String) -> Bool {
        exclusions.contains { $0.matches(path) }
    }

    private func file(at path: String) -> SourceFile {
        SourceFile(path: path, displayPath: PathNormalizer.display(path, relativeTo: currentDirectory))
    }
}
