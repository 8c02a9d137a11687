/// Errors that stop a compile. Each names the path (and line) it concerns; the CLI exits 2.
public enum CompileError: Error, Equatable, CustomStringConvertible {
    case guidelinesNotFound(path: String)
    case guidelinesNotADirectory(path: String)
    case unreadable(path: String, reason: String)
    case duplicatePage(page: String, paths: [String])
    case invalidGlossary(file: String, reason: String)
    case invalidPreviousCatalog(path: String, reason: String)
    case unsupportedSchemaVersion(path: String, found: Int, supported: Int)
    case outputNotWritable(path: String, reason: String)
    case outputLocked(path: String)

    public var description: String {
        switch self {
        case .guidelinesNotFound(let path):
            return "\(path): guidelines directory not found"
        case .guidelinesNotADirectory(let path):
            return "\(path): guidelines root is not a directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .duplicatePage(let page, let paths):
            return "\(paths.joined(separator: ", ")): these folders give the same page id '\(page)'"
        case .invalidGlossary(let file, let reason):
            return "\(file): invalid glossary: \(reason)"
        case .invalidPreviousCatalog(let path, let reason):
            return "\(path): previous catalog is unreadable (\(reason)); fix or delete it, it holds the rule ids"
        case .unsupportedSchemaVersion(let path, let found, let supported):
            return "\(path): schemaVersion \(found) is newer than this higc supports (\(supported)); upgrade higc"
        case .outputNotWritable(let path, let reason):
            return "\(path): cannot write output: \(reason)"
        case .outputLocked(let path):
            return "\(path): another higc compile is writing this output directory"
        }
    }
}
