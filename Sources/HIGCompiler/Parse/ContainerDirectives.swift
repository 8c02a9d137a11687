import Foundation

/// Admonition containers of documentation sites and blogs: `:::tip … :::` (Docusaurus, VitePress),
/// `:::message … :::` (Zenn), `::: warning Title … :::`.
///
/// CommonMark reads the fences as text, so a container would join the explanation before it,
/// fences and all. Each container with a closing fence is rewritten, line for line, into a tilde
/// code fence whose info string keeps the directive (`~~~~~~~~ :::tip`): the extractor reads such a
/// block as a callout labelled with the directive's name, and every line keeps its number.
enum ContainerDirectives {
    /// The fence that replaces the container's: longer than any fence a page plausibly holds.
    static let fence = "~~~~~~~~"
    /// Info strings of rewritten containers start with this.
    static let infoPrefix = ":::"

    static func rewritten(_ text: String) -> String {
        // Most pages have no container: one pass over the bytes decides.
        guard hasTripleColon(text) else { return text }
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        var changed = false
        var index = 0
        while index < lines.count {
            guard let opener = opening(lines[index]),
                  let close = lines[(index + 1)...].firstIndex(where: { closingColons($0) == opener.colons }),
                  !lines[(index + 1)..<close].contains(where: { $0.contains(fence) })
            else { index += 1; continue }
            lines[index] = Substring(opener.indent + fence + " " + infoPrefix + opener.directive)
            lines[close] = Substring(opener.indent + fence)
            changed = true
            index = close + 1
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// `:::tip Title` → (indent, colons, "tip Title"); nil for any other line.
    static func opening(_ line: Substring) -> (indent: String, colons: Int, directive: String)? {
        let content = line.hasSuffix("\r") ? line.dropLast() : line
        let indent = content.prefix(while: { $0 == " " })
        guard indent.count <= 3 else { return nil }
        let rest = content.dropFirst(indent.count)
        let colons = rest.prefix(while: { $0 == ":" }).count
        guard colons >= 3 else { return nil }
        let directive = rest.dropFirst(colons).drop(while: { $0 == " " })
        // A name must follow: a line of colons alone closes a container.
        guard let first = directive.first, first.isLetter else { return nil }
        return (String(indent), colons, String(directive.reversed().drop(while: { $0 == " " }).reversed()))
    }

    /// How many colons a closing fence (`:::` alone, up to three spaces of indent) has.
    static func closingColons(_ line: Substring) -> Int? {
        let content = line.hasSuffix("\r") ? line.dropLast() : line
        let indent = content.prefix(while: { $0 == " " })
        guard indent.count <= 3 else { return nil }
        let rest = content.dropFirst(indent.count)
        let colons = rest.prefix(while: { $0 == ":" }).count
        guard colons >= 3, rest.dropFirst(colons).allSatisfy({ $0 == " " }) else { return nil }
        return colons
    }

    /// The directive of a rewritten container's info string, nil for any other code block.
    static func directive(ofInfo info: String) -> String? {
        info.hasPrefix(infoPrefix) ? String(info.dropFirst(infoPrefix.count)) : nil
    }

    /// Whether `:::` occurs anywhere: colons are rare, so `memchr` skips to each one.
    private static func hasTripleColon(_ text: String) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index < bytes.count, let found = memchr(base + index, 0x3A, bytes.count - index) {
                let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if colon + 2 < bytes.count, bytes[colon + 1] == 0x3A, bytes[colon + 2] == 0x3A { return true }
                index = colon + 1
            }
            return false
        }
    }
}
