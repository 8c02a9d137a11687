import Foundation

/// Markdown files a documentation repository keeps beside its pages (contribution guides,
/// licences, a folder's README next to its page file): read as pages, their bold lines would
/// become rules and pull translations away from the rules they translate.
/// The names live in `Resources/Layout/repository-files.json`.
struct RepositoryFiles: Decodable {
    /// Stems that are never guideline sources.
    let notPages: Set<String>
    /// Stems that are a folder's note, not its page, when the folder holds a page file of another
    /// name, or is the root and pages lie in folders under it.
    let folderNotes: Set<String>
    /// Stems that name their folder's page rather than a page of their own (`page`, `index`).
    let folderPageFiles: Set<String>
    /// Folders never walked: installed dependencies and build products (`node_modules`), whose
    /// Markdown is other projects' documentation.
    let notFolders: Set<String>

    static let bundled = BundledData.decode(RepositoryFiles.self, folder: "Layout", file: "repository-files.json")

    /// The sources among `files` that are pages: without the repository's own files. `pagePaths`
    /// are the files' paths as their pages read them (without a language folder, `LanguageFolders`),
    /// so a tree of each language counts as one.
    func pageSources(_ files: [GuidelineSourceFile], pagePaths: [String]) -> [GuidelineSourceFile] {
        func folder(_ path: String) -> Substring {
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
        }
        // Folders holding a page file of their own (a named stem: `page`, `index`, `buttons`; not
        // `ko.md`, which only names a language).
        var folderHasPageFile: Set<Substring> = []
        for (file, path) in zip(files, pagePaths) {
            let stem = file.stem.lowercased()
            if !stem.isEmpty, !folderNotes.contains(stem), !notPages.contains(stem) { folderHasPageFile.insert(folder(path)) }
        }
        // The root's README introduces the page folders under it. A README deeper down with pages
        // below it may be an overview page of its own: it stays.
        if pagePaths.contains(where: { !folder($0).isEmpty }) { folderHasPageFile.insert("") }
        return zip(files, pagePaths).filter { file, path in
            let stem = file.stem.lowercased()
            if notPages.contains(stem) { return false }
            if folderNotes.contains(stem) { return !folderHasPageFile.contains(folder(path)) }
            return true
        }.map(\.0)
    }
}
