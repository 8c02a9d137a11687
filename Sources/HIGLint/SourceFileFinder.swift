import Foundation

/// Finds the Swift files under the paths a run is given.
///
/// Directories are walked recursively in name order. Hidden files and folders (`.build`,
/// `.git`, `.swiftpm`, …), symbolic links to directories, and anything an exclusion pattern
/// matches are skipped; a file is linted when its name ends in `.swift`. Exclusions also apply to
/// files named explicitly, so a pre-commit hook passing changed files keeps honouring them.
///
/// A file reached twice (a symbolic link to a `.swift` file in the same tree, a path named twice)
/// is one file: kept under the first path the walk reaches (paths in the order given, each
/// directory in name order), so that its violations are reported once and always under the same
/// name.
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
        var found = Found()
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
                if !isExcluded(absolute) { found.add(file(at: absolute)) }
            }
        }
        return found.files.sorted { $0.displayPath < $1.displayPath }
    }

    /// The files found so far, in walk order, each real file once.
    private struct Found {
        var files: [SourceFile] = []
        var realPaths: Set<String> = []

        mutating func add(_ file: SourceFile) {
            if realPaths.insert(Self.realPath(of: file.path)).inserted { files.append(file) }
        }

        /// `path` with every symbolic link resolved, or `path` itself when it cannot be resolved.
        static func realPath(of path: String) -> String {
            guard let resolved = realpath(path, nil) else { return path }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    private func walk(_ directory: String, into found: inout Found) throws {
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
                found.add(file(at: path))
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
