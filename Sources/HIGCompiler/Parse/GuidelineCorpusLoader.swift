import Foundation

/// A guidelines root read from disk: every Markdown source, decoded, plus the team glossary.
public struct LoadedCorpus: Sendable {
    public var sources: [(file: GuidelineSourceFile, text: String)]
    public var glossaryText: (file: String, text: String)?
    public var diagnostics: [Diagnostic]
}

/// Walks a guidelines root. Never follows a symbolic link out of the root or round a loop;
/// an unreadable file is an error naming it, never a silent gap in the catalog.
public enum GuidelineCorpusLoader {
    static let glossaryNames = ["glossary.yml", "glossary.yaml", "glossary.json"]

    public static func load(root: URL) throws -> LoadedCorpus {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CompileError.guidelinesNotFound(path: root.path)
        }
        guard isDirectory.boolValue else { throw CompileError.guidelinesNotADirectory(path: root.path) }
        let realRoot = root.resolvingSymlinksInPath().standardizedFileURL.path

        var diagnostics: [Diagnostic] = []
        var found: [String] = []
        var visited: Set<String> = [realRoot]
        try walk(directory: root.path, relative: "", realRoot: realRoot, visited: &visited, found: &found, diagnostics: &diagnostics)

        var sources: [(GuidelineSourceFile, String)] = []
        var pageFolders: [String: String] = [:]
        for relative in found.sorted() {
            let file = GuidelineSourceFile(relativePath: relative)
            let key = file.page.precomposedStringWithCanonicalMapping.lowercased()
            let folder = (relative as NSString).deletingLastPathComponent
            if let other = pageFolders[key], other != folder {
                throw CompileError.duplicatePage(page: file.page, paths: [other, folder].sorted())
            }
            pageFolders[key] = folder
            let bytes = try read(root.appendingPathComponent(relative), relative: relative)
            let decoded = SourceDecoder.decode(bytes, file: relative)
            diagnostics += decoded.diagnostics
            sources.append((file, decoded.text))
        }

        var glossary: (String, String)?
        for name in glossaryNames where fileManager.fileExists(atPath: root.appendingPathComponent(name).path) {
            let bytes = try read(root.appendingPathComponent(name), relative: name)
            let decoded = SourceDecoder.decode(bytes, file: name)
            diagnostics += decoded.diagnostics
            glossary = (name, decoded.text)
            break
        }
        return LoadedCorpus(sources: sources, glossaryText: glossary, diagnostics: diagnostics)
    }

    private static func read(_ url: URL, relative: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw CompileError.unreadable(path: relative, reason: "permission denied or not a regular file")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw CompileError.unreadable(path: relative, reason: error.localizedDescription)
        }
    }

    private static func walk(directory: String, relative: String, realRoot: String, visited: inout Set<String>,
                             found: inout [String], diagnostics: inout [Diagnostic]) throws {
        let fileManager = FileManager.default
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: directory)
        } catch {
            throw CompileError.unreadable(path: relative.isEmpty ? directory : relative, reason: "cannot list directory")
        }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            let attributes = try? fileManager.attributesOfItem(atPath: path)
            var type = attributes?[.type] as? FileAttributeType
            var realPath = path
            if type == .typeSymbolicLink {
                realPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                guard realPath == realRoot || realPath.hasPrefix(realRoot + "/") else {
                    diagnostics.append(Diagnostic(.warning, "symbolic link points outside the guidelines root; skipped", file: relativePath))
                    continue
                }
                type = (try? fileManager.attributesOfItem(atPath: realPath))?[.type] as? FileAttributeType
                if type == nil {
                    diagnostics.append(Diagnostic(.warning, "broken or looping symbolic link; skipped", file: relativePath))
                    continue
                }
            }
            if type == .typeDirectory {
                let real = URL(fileURLWithPath: realPath).resolvingSymlinksInPath().standardizedFileURL.path
                guard visited.insert(real).inserted else {
                    diagnostics.append(Diagnostic(.warning, "directory already visited (symbolic link loop); skipped", file: relativePath))
                    continue
                }
                try walk(directory: path, relative: relativePath, realRoot: realRoot, visited: &visited,
                         found: &found, diagnostics: &diagnostics)
            } else if name.lowercased().hasSuffix(".md") {
                found.append(relativePath)
            }
        }
    }
}
