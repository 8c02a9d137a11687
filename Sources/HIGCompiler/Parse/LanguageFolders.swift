import Foundation
import HIGConventions

/// Per-language folders: sites that keep each language in a tree of its own (`content/en/…`,
/// `content/ko/…`) or a translation in a folder beside the English (`buttons/page.md`,
/// `buttons/ja/page.md`).
///
/// A folder named with an ISO 639 language code (in any case, with a region or script:
/// `ko`, `KO`, `ko-KR`, `zh-Hant`) is one only on evidence the tree carries:
/// - a tree of its own: a sibling folder is named with the source language (`en`, `en-US`);
///   the `en` folder is then one too;
/// - beside the English: one of its files is mirrored, at the same place and name (any Markdown
///   extension), beside the folder itself.
/// So a page folder that merely looks like a code (`tv`, `ui`, or `ar` beside `tv`) stays a page.
/// A file in a language folder is in that language (unless its own name fixes another) and
/// belongs to the page its path names without the folder: beside the English, the English file's
/// page; in a tree of its own, the page its path names inside the tree, as if the tree were a
/// root (`content/ko/buttons.md` is page `content/buttons`).
struct LanguageFolders {
    private enum Placement {
        /// Mirrors files beside it: its files belong to the pages of the paths without it.
        case besideTheEnglish
        /// Sits beside the source language's folder: it is a root of its own under its parent.
        case treeOfItsOwn
    }

    /// Language folders by their path from the root, with the language they name.
    private var folders: [String: (placement: Placement, language: LanguageCode)] = [:]

    /// The source language's code, which a tree of its own is recognised by.
    static let sourceLanguage = "en"

    init(paths: [String]) {
        // Each folder component shaped like a language tag, with its parent and what lies under it.
        var candidates: [(parent: String, name: String, language: String, remainder: String)] = []
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            for index in components.indices.dropLast() {
                guard let language = Self.languageTag(components[index]) else { continue }
                candidates.append((components[..<index].joined(separator: "/"), components[index], language,
                                   components[(index + 1)...].joined(separator: "/")))
            }
        }
        guard !candidates.isEmpty else { return }
        let known = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
        func isKnown(_ language: String) -> Bool { known.contains(String(language.prefix { $0 != "-" })) }
        func isSource(_ language: String) -> Bool { language.prefix { $0 != "-" } == Self.sourceLanguage }
        // Sources by path without extension and in lower case: a mirror may be `.markdown` or `.MD`.
        let mirrors = Set(paths.map(Self.mirrorKey))
        var parentsWithSourceFolder: Set<String> = []
        for candidate in candidates where isSource(candidate.language) { parentsWithSourceFolder.insert(candidate.parent) }
        for candidate in candidates where isKnown(candidate.language) {
            let folder = Self.join(candidate.parent, candidate.name)
            if mirrors.contains(Self.mirrorKey(Self.join(candidate.parent, candidate.remainder))) {
                folders[folder] = (.besideTheEnglish, candidate.language)
            } else if folders[folder] == nil, parentsWithSourceFolder.contains(candidate.parent),
                      candidates.contains(where: { $0.parent == candidate.parent && $0.name != candidate.name && isKnown($0.language) }) {
                folders[folder] = (.treeOfItsOwn, candidate.language)
            }
        }
    }

    /// The canonical tag a folder name spells (`KO` → `ko`, `ko-kr` and `ko_KR` → `ko-KR`), nil for a name
    /// that is no language tag of two letters (three-letter codes are too often words: `app`).
    static func languageTag(_ name: String) -> String? {
        guard let tag = LanguageTag.canonical(GuidelineSourceFile.posixLocaleAsTag(name)), tag.prefix(while: { $0 != "-" }).count == 2 else { return nil }
        return tag
    }

    /// A path as mirrors compare: without its extension, in lower case.
    private static func mirrorKey(_ path: String) -> String {
        let withoutExtension = path.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? path
        return withoutExtension.lowercased()
    }

    private static func join(_ parts: String...) -> String { parts.filter { !$0.isEmpty }.joined(separator: "/") }

    /// The deepest language folder `components` lie in, as the index of that path component.
    private func languageComponent(of components: [Substring]) -> (index: Int, placement: Placement, language: LanguageCode)? {
        guard !folders.isEmpty else { return nil }
        var prefix = ""
        var found: (Int, Placement, LanguageCode)?
        for index in components.indices.dropLast() {
            prefix += (prefix.isEmpty ? "" : "/") + components[index]
            if let folder = folders[prefix] { found = (index, folder.placement, folder.language) }
        }
        return found
    }

    /// `path` without its language folder: where its page's folder is read from.
    func pagePath(_ path: String) -> String {
        let components = path.split(separator: "/")
        guard let (index, _, _) = languageComponent(of: components) else { return path }
        var kept = components
        kept.remove(at: index)
        return kept.joined(separator: "/")
    }

    /// The source file at `path`, its page and language read through its language folder.
    func sourceFile(_ path: String) -> GuidelineSourceFile {
        let components = path.split(separator: "/")
        guard let (index, placement, language) = languageComponent(of: components) else { return GuidelineSourceFile(relativePath: path) }
        var described = GuidelineSourceFile(relativePath: pagePath(path))
        if placement == .treeOfItsOwn {
            let parent = components[..<index].joined(separator: "/")
            let inside = GuidelineSourceFile(relativePath: components[(index + 1)...].joined(separator: "/"))
            // A page file right in the tree (`buttons/en/page.md`) is the page of the tree's
            // folder; any other file there is a page of its own (`content/en/buttons.md`).
            let namesItsFolder = index + 2 == components.count && RepositoryFiles.bundled.folderPageFiles.contains(inside.stem.lowercased())
            described.page = namesItsFolder && !parent.isEmpty ? parent : Self.join(parent, inside.page)
        }
        described.relativePath = path
        if described.fixedLanguage == nil {
            // The source language's folder holds the English: read as English, whatever its region.
            described.fixedLanguage = language.prefix { $0 != "-" } == Self.sourceLanguage ? .english : language
        }
        return described
    }
}
