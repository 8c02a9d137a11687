import Foundation

/// Markdown files a documentation repository keeps beside its pages (contribution guides,
/// licences, a folder's README next to its page file): read as pages, their bold lines would
/// become rules and pull translations away from the rules they translate.
/// The names live in `Resources/Layout/repository-files.json`.
struct RepositoryFiles: Decodable {
    /// Stems that are never guideline sources.
    let notPages: Set<String>
    /// Stems that are a folder's note, not its page, when the folder holds another source in no
    /// fixed language (or is the root, and pages lie in folders under it).
    let folderNotes: Set<String>

    static let bundled: RepositoryFiles = {
        guard let url = Bundle.module.url(forResource: "Layout", withExtension: nil)?.appendingPathComponent("repository-files.json"),
              let data = FileManager.default.contents(atPath: url.path),
              let files = try? JSONDecoder().decode(RepositoryFiles.self, from: data) else {
            fatalError("higc's bundled Layout/repository-files.json is unreadable")
        }
        return files
    }()

    /// The sources among `files` that are pages: without the repository's own files.
    func pageSources(_ files: [GuidelineSourceFile]) -> [GuidelineSourceFile] {
        func folder(_ file: GuidelineSourceFile) -> Substring {
            file.relativePath.utf8.lastIndex(of: UInt8(ascii: "/")).map { file.relativePath[..<$0] } ?? ""
        }
        var folderHasPageFile: [Substring: Bool] = [:]
        for file in files where file.fixedLanguage == nil && !folderNotes.contains(file.stem.lowercased()) {
            folderHasPageFile[folder(file)] = true
        }
        // The root's README introduces the page folders under it: it is no page of its own.
        if files.contains(where: { !folder($0).isEmpty }) { folderHasPageFile[""] = true }
        return files.filter { file in
            let stem = file.stem.lowercased()
            if notPages.contains(stem) { return false }
            if folderNotes.contains(stem) { return folderHasPageFile[folder(file)] != true }
            return true
        }
    }
}
