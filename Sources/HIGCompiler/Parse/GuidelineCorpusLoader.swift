import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A guidelines root read from disk: every Markdown source, decoded, plus the team glossary.
public struct LoadedCorpus: Sendable {
    public var sources: [(file: GuidelineSourceFile, text: String)]
    public var glossaryText: (file: String, text: String)?
    public var diagnostics: [Diagnostic]
}

/// A guidelines root walked but not yet read: the sources in path order, the glossary, and what
/// the walk noticed. Lets a compile read, parse and drop one file at a time.
public struct CorpusLayout: Sendable {
    public var root: URL
    public var files: [GuidelineSourceFile]
    public var glossaryText: (file: String, text: String)?
    /// Warnings of the walk (skipped links and loops).
    public var walkDiagnostics: [Diagnostic]
    /// Warnings of decoding the glossary.
    public var glossaryDiagnostics: [Diagnostic]
}

/// Walks a guidelines root. Never follows a symbolic link out of the root or round a loop;
/// an unreadable file is an error naming it, never a silent gap in the catalog.
public enum GuidelineCorpusLoader {
    static let glossaryNames = ["glossary.yml", "glossary.yaml", "glossary.json"]

    // File types of `st_mode` (the C macros do not import with the type of `st_mode`).
    private static let typeMask: mode_t = 0o170000
    private static let regularFile: mode_t = 0o100000
    private static let directoryFile: mode_t = 0o040000
    private static let symbolicLink: mode_t = 0o120000
    private static let fifo: mode_t = 0o010000
    private static let socket: mode_t = 0o140000

    public static func load(root: URL) throws -> LoadedCorpus {
        let layout = try discover(root: root)
        var sources: [(GuidelineSourceFile, String)] = []
        var diagnostics = layout.walkDiagnostics
        for file in layout.files {
            let decoded = try readSource(file, root: root)
            diagnostics += decoded.diagnostics
            sources.append((file, decoded.text))
        }
        return LoadedCorpus(sources: sources, glossaryText: layout.glossaryText,
                            diagnostics: diagnostics + layout.glossaryDiagnostics)
    }

    /// Walks the root, checks page ids, and reads the glossary; the sources are read later.
    public static func discover(root: URL) throws -> CorpusLayout {
        var status = stat()
        guard stat(root.path, &status) == 0 else {
            throw CompileError.guidelinesNotFound(path: root.path)
        }
        guard status.st_mode & typeMask == directoryFile else { throw CompileError.guidelinesNotADirectory(path: root.path) }
        let realRoot = realPath(root.path) ?? root.standardizedFileURL.path

        var diagnostics: [Diagnostic] = []
        var found: [String] = []
        // Directories by device and inode, as `find` does: no path resolution per directory, and
        // NFC and NFD spellings of a name can never be mistaken for one folder.
        var visited: Set<DirectoryIdentity> = [DirectoryIdentity(status)]
        try walk(directory: root.path, relative: "", realRoot: realRoot, visited: &visited, found: &found, diagnostics: &diagnostics)

        var files: [GuidelineSourceFile] = []
        // Each page id's folder, and the first file that gave it (named in the error).
        var pageFolders: [String: (folder: String, file: String)] = [:]
        let languageFolders = LanguageFolders(paths: found)
        for relative in found.sorted() {
            var file = languageFolders.sourceFile(relative)
            file.page = ReadablePageID.of(file.page)
            // Folders that differ only in case or Unicode normalisation would give one page id, and
            // so would names a reader cannot tell apart (`Tab Bars` and `Tab Bars `, a no-break
            // space, `⚙️` and `⚙`).
            let key = Self.lookalikeKey(isASCII(file.page) ? file.page : file.page.precomposedStringWithCanonicalMapping)
            let folder = folder(ofWalkedPath: languageFolders.pagePath(relative))
            // Folder names compared as bytes: Swift's `!=` would call NFC and NFD spellings equal.
            if let other = pageFolders[key], Array(other.folder.utf8) != Array(folder.utf8) {
                throw CompileError.duplicatePage(page: file.page, paths: [other.file, relative].sorted())
            }
            if pageFolders[key] == nil { pageFolders[key] = (folder, relative) }
            files.append(file)
        }
        files = RepositoryFiles.bundled.pageSources(files, pagePaths: files.map { languageFolders.pagePath($0.relativePath) })
            .map { file in
                var file = file
                file.page = ReadablePageID.of(file.page)
                if !isASCII(file.relativePath) {
                    let composed = file.relativePath.precomposedStringWithCanonicalMapping
                    // Compared as bytes: Swift's `!=` calls NFC and NFD spellings equal.
                    if Array(composed.utf8) != Array(file.relativePath.utf8) {
                        file.diskPath = file.relativePath
                        file.relativePath = composed
                    }
                }
                return file
            }

        var glossary: (String, String)?
        var glossaryDiagnostics: [Diagnostic] = []
        for name in glossaryNames where lstat(root.appendingPathComponent(name).path, &status) == 0 {
            let bytes = try read(root.appendingPathComponent(name).path, relative: name)
            let decoded = SourceDecoder.decode(bytes, file: name)
            glossaryDiagnostics += decoded.diagnostics
            glossary = (name, decoded.text)
            break
        }
        return CorpusLayout(root: root, files: files, glossaryText: glossary, walkDiagnostics: diagnostics,
                            glossaryDiagnostics: glossaryDiagnostics)
    }

    /// Whether `text` is ASCII: there canonical composition changes nothing, and `Character`s are
    /// bytes wherever `/` and `.` are concerned (CR LF is the only cluster of two).
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `(path as NSString).deletingLastPathComponent` of a path `walk` found: for ASCII, where
    /// its components are non-empty and joined by single slashes, what comes before the last
    /// slash, without bridging to `NSString`.
    private static func folder(ofWalkedPath path: String) -> String {
        guard isASCII(path) else { return (path as NSString).deletingLastPathComponent }
        guard let lastSlash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path.utf8[..<lastSlash])!
    }

    /// Extensions of Markdown sources, lower-cased: `.md` and the longer spellings editors and
    /// site generators also use.
    /// A page id as a reader sees it: lower case, each folder name without spaces at its ends,
    /// no-break spaces as spaces, without emoji presentation selectors.
    static func lookalikeKey(_ page: String) -> String {
        let lowered = page.lowercased()
        // Most ids are ASCII with spaces only inside folder names ("visual design/color"): as they are.
        let bytes = lowered.utf8
        var previous: UInt8 = UInt8(ascii: "/")
        var plain = true
        for byte in bytes {
            if byte >= 0x80 || (byte == 0x20 && previous == UInt8(ascii: "/")) || (byte == UInt8(ascii: "/") && previous == 0x20) {
                plain = false
                break
            }
            previous = byte
        }
        if plain && previous != 0x20 { return lowered }
        let scalars = lowered.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            switch scalar.value {
            case 0xFE0E, 0xFE0F: return nil
            case 0xA0, 0x2007, 0x202F, 0x3000: return " "
            default: return scalar
            }
        }
        return String(String.UnicodeScalarView(scalars)).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "/")
    }

    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn", "mdwn", "mdx"]

    /// Whether `name` ends in a Markdown extension, in any case (`.md`, `.MD`, `.markdown`).
    private static func isMarkdownName(_ name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let suffix = name.utf8[name.utf8.index(after: dot)...]
        guard (2...8).contains(suffix.count), suffix.allSatisfy({ $0 < 0x80 }) else { return false }
        return markdownExtensions.contains(String(decoding: suffix.map { $0 | 0x20 }, as: UTF8.self))
    }

    /// Reads and decodes one source of a root.
    public static func readSource(_ file: GuidelineSourceFile, root: URL) throws -> DecodedSource {
        // Joined as text: `appendingPathComponent` would ask the file system whether it is a folder.
        let bytes = try read(root.path + "/" + (file.diskPath ?? file.relativePath), relative: file.relativePath)
        return SourceDecoder.decode(bytes, file: file.relativePath)
    }

    /// The bytes of a regular file. Opened without blocking and checked with `fstat`, so a FIFO,
    /// socket, device or directory named `*.md` is an error naming it instead of a hang.
    static func read(_ path: String, relative: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CompileError.unreadable(path: relative, reason: FileErrorReason.describe(errno: errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw CompileError.unreadable(path: relative, reason: FileErrorReason.describe(errno: errno))
        }
        guard status.st_mode & typeMask == regularFile else {
            throw CompileError.unreadable(path: relative, reason: "not a regular file (\(fileKind(status.st_mode)))")
        }
        // Read straight into the result, sized by `fstat` (one byte over, to meet the end in the
        // same buffer): no zeroed chunk to copy from. A file that grew since is read on in chunks.
        let expected = max(0, Int(status.st_size)) + 1
        var bytes = try [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let count = systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw CompileError.unreadable(path: relative, reason: FileErrorReason.describe(errno: errno))
                }
                if count == 0 { return }
                initialized += count
            }
        }
        guard bytes.count == expected else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw CompileError.unreadable(path: relative, reason: FileErrorReason.describe(errno: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func fileKind(_ mode: mode_t) -> String {
        switch mode & typeMask {
        case directoryFile: return "a directory"
        case fifo: return "a FIFO"
        case socket: return "a socket"
        default: return "a device or special file"
        }
    }

    /// The canonical path (symbolic links resolved), or nil when it cannot be resolved (broken
    /// link, loop, missing component).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A directory's device and inode number.
    private struct DirectoryIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// A directory's entries with their `d_type` (`DT_UNKNOWN` where the file system does not
    /// say); nil when it cannot be listed.
    private static func listing(_ directory: String) -> [(name: String, type: UInt8)]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        return entries
    }

    private static func walk(directory: String, relative: String, realRoot: String, visited: inout Set<DirectoryIdentity>,
                             found: inout [String], diagnostics: inout [Diagnostic]) throws {
        guard let entries = listing(directory) else {
            throw CompileError.unreadable(path: relative.isEmpty ? directory : relative,
                                          reason: "cannot list the folder: " + FileErrorReason.describe(errno: errno))
        }
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            // A regular file needs no `lstat`: the listing says what it is (images and other
            // assets are most of a documentation tree).
            if type == UInt8(DT_REG) {
                if isMarkdownName(name) { found.append(relativePath) }
                continue
            }
            let path = directory + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else {
                // Gone or unreachable: a source by its name must still be reported, not skipped.
                if isMarkdownName(name) { found.append(relativePath) }
                continue
            }
            var mode = status.st_mode & typeMask
            if mode == symbolicLink {
                guard let target = realPath(path) else {
                    diagnostics.append(Diagnostic(.warning, "broken or looping symbolic link; skipped", file: relativePath))
                    continue
                }
                // Compared as bytes: `hasPrefix` on String would let an NFD twin of the root pass.
                let inside = Array(target.utf8) == Array(realRoot.utf8)
                    || target.utf8.starts(with: (realRoot == "/" ? "/" : realRoot + "/").utf8)
                guard inside else {
                    diagnostics.append(Diagnostic(.warning, "symbolic link points outside the guidelines root; skipped", file: relativePath))
                    continue
                }
                guard stat(target, &status) == 0 else {
                    diagnostics.append(Diagnostic(.warning, "broken or looping symbolic link; skipped", file: relativePath))
                    continue
                }
                mode = status.st_mode & typeMask
            }
            if mode == directoryFile {
                if RepositoryFiles.bundled.notFolders.contains(name) { continue }
                // `status` is the directory's own (followed through a link above).
                guard visited.insert(DirectoryIdentity(status)).inserted else {
                    diagnostics.append(Diagnostic(.warning, "directory already visited (symbolic link loop); skipped", file: relativePath))
                    continue
                }
                try walk(directory: path, relative: relativePath, realRoot: realRoot, visited: &visited,
                         found: &found, diagnostics: &diagnostics)
            } else if isMarkdownName(name) {
                // Regular or not: `read` names what cannot be read (FIFOs, sockets, devices).
                found.append(relativePath)
            }
        }
    }
}
