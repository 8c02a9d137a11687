import Foundation

/// Per-language folders: sites that keep each language in a tree of its own (`en/buttons.md`,
/// `ko/buttons.md`) or a translation in a folder beside the English (`buttons/page.md`,
/// `buttons/ja/page.md`).
///
/// A folder named with an ISO 639 language code is one only on evidence the tree carries: one of
/// its files is mirrored, at the same place, beside the folder or in a sibling folder named with
/// another code. So a page folder that merely looks like a tag (`tv`) stays a page. A file in a
/// language folder is in that language (unless its own name fixes another) and belongs to the
/// page its mirror names: beside the English, the English file's page; in a tree of its own, the
/// page its path names inside the tree, as if the tree were a root (`content/ko/buttons.md` is
/// page `content/buttons`).
struct LanguageFolders {
    private enum Placement {
        /// Mirrors files beside it: its files belong to the pages of the paths without it.
        case besideTheEnglish
        /// Mirrors a sibling language folder: it is a root of its own under its parent.
        case treeOfItsOwn
    }

    /// Language folders by their path from the root.
    private var folders: [String: Placement] = [:]

    init(paths: [String]) {
        let all = Set(paths)
        // Under each parent, the tags of its tag-named folders; each candidate with its remainder.
        var tagsByParent: [String: Set<String>] = [:]
        var candidates: [(parent: String, tag: String, remainder: String)] = []
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            for index in components.indices.dropLast() where GuidelineSourceFile.isLanguageTag(components[index]) {
                let parent = components[..<index].joined(separator: "/")
                tagsByParent[parent, default: []].insert(components[index])
                candidates.append((parent, components[index], components[(index + 1)...].joined(separator: "/")))
            }
        }
        guard !candidates.isEmpty else { return }
        let languages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
        for candidate in candidates {
            let primary = String(candidate.tag.prefix { $0 != "-" })
            guard languages.contains(primary) else { continue }
            let folder = Self.join(candidate.parent, candidate.tag)
            if all.contains(Self.join(candidate.parent, candidate.remainder)) {
                folders[folder] = .besideTheEnglish
            } else if folders[folder] == nil, tagsByParent[candidate.parent, default: []].contains(where: { tag in
                tag != candidate.tag && all.contains(Self.join(candidate.parent, tag, candidate.remainder))
            }) {
                folders[folder] = .treeOfItsOwn
            }
        }
    }

    private static func join(_ parts: String...) -> String { parts.filter { !$0.isEmpty }.joined(separator: "/") }

    /// The deepest language folder `components` lie in, as the index of that component.
    private func languageComponent(of components: [Substring]) -> (index: Int, placement: Placement)? {
        guard !folders.isEmpty else { return nil }
        var prefix = ""
        var found: (Int, Placement)?
        for index in components.indices.dropLast() {
            prefix += (prefix.isEmpty ? "" : "/") + components[index]
            if let placement = folders[prefix] { found = (index, placement) }
        }
        return found
    }

    /// `path` without its language folder: where its page's folder is read from.
    func pagePath(_ path: String) -> String {
        let components = path.split(separator: "/")
        guard let (index, _) = languageComponent(of: components) else { return path }
        var kept = components
        kept.remove(at: index)
        return kept.joined(separator: "/")
    }

    /// The source file at `path`, its page and language read through its language folder.
    func sourceFile(_ path: String) -> GuidelineSourceFile {
        let components = path.split(separator: "/")
        guard let (index, placement) = languageComponent(of: components) else { return GuidelineSourceFile(relativePath: path) }
        var described = GuidelineSourceFile(relativePath: pagePath(path))
        if placement == .treeOfItsOwn {
            let parent = components[..<index].joined(separator: "/")
            let inside = GuidelineSourceFile(relativePath: components[(index + 1)...].joined(separator: "/"))
            described.page = Self.join(parent, inside.page)
        }
        described.relativePath = path
        if described.fixedLanguage == nil { described.fixedLanguage = String(components[index]) }
        return described
    }
}
