/// Template tags of static site generators on lines of their own: Hugo shortcodes
/// (`{{< note >}}`, `{{% hint warning %}}`, `{{< /note >}}`) and Liquid tags (`{% raw %}`,
/// `{% capture intro %}`).
///
/// CommonMark reads them as text: a tag joins the explanation before it, a tag right above a bold
/// lead hides the lead, and on a page whose headings were lost a tag reads as a heading. A paired
/// shortcode that wraps an aside (`Resources/Layout/template-tags.json`) becomes the `:::`
/// container it stands for (`ContainerDirectives` reads it); any other tag line is blanked, unless
/// it carries text (`{% include note.html content="…" %}`), which stays. Every line keeps its
/// number, and fenced code is left as it is.
enum TemplateTags {
    private struct Names: Decodable {
        let admonitionShortcodes: Set<String>
    }

    private static let admonitions = BundledData.decode(Names.self, folder: "Layout", file: "template-tags.json").admonitionShortcodes

    /// A tag alone on its line: Hugo's name (lower case, nil for Liquid), whether it closes, and
    /// whether it carries text of its own.
    private struct Tag {
        var shortcode: String?
        var closes: Bool
        var carriesText: Bool
    }

    static func rewritten(_ text: String) -> String {
        // Most pages hold no template tag: one pass over the bytes decides.
        guard ByteSearch.contains(text, "{{") || ByteSearch.contains(text, "{%") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tags: [Int: (prefix: String, tag: Tag)] = [:]
        var fence: (character: Character, length: Int)?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop(while: { $0 == " " })
            if let marker = trimmed.first, marker == "`" || marker == "~" {
                let length = trimmed.prefix(while: { $0 == marker }).count
                if length >= 3 {
                    if let open = fence {
                        if open.character == marker && length >= open.length { fence = nil }
                    } else {
                        fence = (marker, length)
                    }
                    continue
                }
            }
            guard fence == nil else { continue }
            let prefix = String(line.prefix(while: { $0 == " " || $0 == ">" }))
            if let tag = tag(String(line.dropFirst(prefix.count))) { tags[index] = (prefix, tag) }
        }
        guard !tags.isEmpty else { return text }
        // Admonition shortcodes become containers where they close; the rest of the tags go.
        var open: [(index: Int, name: String)] = []
        var containers: [Int: String] = [:]
        for index in tags.keys.sorted() {
            guard let name = tags[index]!.tag.shortcode, admonitions.contains(name) else { continue }
            if !tags[index]!.tag.closes {
                open.append((index, name))
            } else if let opener = open.lastIndex(where: { $0.name == name }) {
                containers[open[opener].index] = name
                containers[index] = ""
                open.removeSubrange(opener...)
            }
        }
        for (index, entry) in tags {
            let ending = lines[index].hasSuffix("\r") ? "\r" : ""
            if let name = containers[index] {
                lines[index] = entry.prefix + ":::" + name + ending
            } else if !entry.tag.carriesText {
                lines[index] = entry.prefix.filter { $0 == ">" } + ending
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The tag `line` is, when it is nothing else: `{{< name … >}}`, `{{% name … %}}`, `{% name … %}`.
    private static func tag(_ line: String) -> Tag? {
        var body = Substring(line)
        while body.last == " " || body.last == "\r" || body.last == "\t" { body = body.dropLast() }
        let hugo: Bool
        if body.hasPrefix("{{<") && body.hasSuffix(">}}") || body.hasPrefix("{{%") && body.hasSuffix("%}}") {
            hugo = true
            body = body.dropFirst(3).dropLast(3)
        } else if body.hasPrefix("{%") && body.hasSuffix("%}") {
            hugo = false
            body = body.dropFirst(2).dropLast(2)
        } else {
            return nil
        }
        // One tag only: no other tag opens or closes inside it.
        guard body.utf8.count >= 1, !body.contains("}}"), !body.contains("{{"), !body.contains("%}") else { return nil }
        body = body.drop(while: { $0 == " " || $0 == "-" })
        while body.last == " " || body.last == "-" || body.last == "/" { body = body.dropLast() }
        let closes = body.hasPrefix("/")
        if closes { body = body.dropFirst().drop(while: { $0 == " " }) }
        let name = body.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." })
        guard !name.isEmpty, name.first!.isLetter else { return nil }
        let carriesText = body.contains("content=") || body.contains("text=") || body.contains("title=")
        return Tag(shortcode: hugo ? name.lowercased() : nil, closes: closes, carriesText: carriesText)
    }
}
