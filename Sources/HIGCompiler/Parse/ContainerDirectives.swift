import Foundation

/// Admonition containers of documentation sites and blogs: `:::tip … :::` (Docusaurus, VitePress),
/// `:::message … :::` (Zenn), `::: warning Title … :::`, and MkDocs admonitions (`!!! warning
/// "Title"`, collapsible `??? note` and `???+ note`, over a body indented by four spaces).
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
        guard hasTripleMark(text) else { return text }
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        // Read once, before any line is rewritten (rewrites only reach lines at or past the one
        // being read): where each kind of closing fence stands, and how many lines hold a fence
        // before each line. Each opener then finds its close without reading the lines again, so
        // a page of openers that never close costs no more than its length.
        var closings: [ClosingKind: [Int]] = [:]
        var fencesBefore = [Int](repeating: 0, count: lines.count + 1)
        for (index, line) in lines.enumerated() {
            let (depth, rest) = quoted(line)
            if let colons = closingColons(rest) { closings[ClosingKind(depth: depth, colons: colons), default: []].append(index) }
            fencesBefore[index + 1] = fencesBefore[index] + (line.contains(fence) ? 1 : 0)
        }
        func close(after index: Int, depth: Int, colons: Int) -> Int? {
            guard let candidates = closings[ClosingKind(depth: depth, colons: colons)] else { return nil }
            var (low, high) = (0, candidates.count)
            while low < high {
                let middle = (low + high) / 2
                if candidates[middle] <= index { low = middle + 1 } else { high = middle }
            }
            return low < candidates.count ? candidates[low] : nil
        }
        var changed = false
        var index = 0
        while index < lines.count {
            if let admonition = admonitionOpening(lines[index]) {
                index = rewriteAdmonition(admonition, at: index, in: &lines, changed: &changed)
                continue
            }
            guard index + 1 < fencesBefore.count, let opener = opening(lines[index]),
                  let close = close(after: index, depth: opener.depth, colons: opener.colons),
                  fencesBefore[close] == fencesBefore[index + 1]
            else { index += 1; continue }
            lines[index] = Substring(opener.indent + fence + " " + infoPrefix + opener.directive)
            lines[close] = Substring(opener.indent + fence)
            changed = true
            index = close + 1
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// A closing fence's quote depth and number of colons: the opener it closes has the same.
    private struct ClosingKind: Hashable {
        var depth: Int
        var colons: Int
    }

    /// A line without the `>` markers of the block quotes it sits in (up to three spaces before
    /// each, one space after), and how many there are: a translation quoted under its English
    /// (`> :::tip` … `> :::`) holds its container inside the quote.
    static func quoted(_ line: Substring) -> (depth: Int, rest: Substring) {
        var rest = line, depth = 0
        while true {
            let spaces = rest.prefix(while: { $0 == " " })
            guard spaces.count <= 3, rest.dropFirst(spaces.count).first == ">" else { return (depth, rest) }
            rest = rest.dropFirst(spaces.count + 1)
            if rest.first == " " { rest = rest.dropFirst() }
            depth += 1
        }
    }

    /// A line that may open a fence: its quote markers and up to three spaces (the indent a
    /// rewritten fence keeps), how many quotes it sits in, and the rest without a carriage return.
    private static func fenceLine(_ line: Substring) -> (indent: String, depth: Int, rest: Substring)? {
        let (depth, body) = quoted(line)
        let content = body.hasSuffix("\r") ? body.dropLast() : body
        let spaces = content.prefix(while: { $0 == " " })
        guard spaces.count <= 3 else { return nil }
        return (String(line.dropLast(body.count)) + String(spaces), depth, content.dropFirst(spaces.count))
    }

    /// `:::tip Title` → (indent, colons, "tip Title"); nil for any other line. The indent holds
    /// the quote markers of a container in a block quote, `depth` their number.
    static func opening(_ line: Substring) -> (indent: String, depth: Int, colons: Int, directive: String)? {
        guard let (indent, depth, rest) = fenceLine(line) else { return nil }
        let colons = rest.prefix(while: { $0 == ":" }).count
        guard colons >= 3 else { return nil }
        let directive = rest.dropFirst(colons).drop(while: { $0 == " " })
        // A name must follow: a line of colons alone closes a container.
        guard let first = directive.first, first.isLetter else { return nil }
        return (indent, depth, colons, String(directive.reversed().drop(while: { $0 == " " }).reversed()))
    }

    /// `!!! warning "Title"`, `??? note`, `???+ tip` → (indent, "warning Title"); nil for any other line.
    static func admonitionOpening(_ line: Substring) -> (indent: String, depth: Int, directive: String)? {
        guard let (indent, depth, line) = fenceLine(line) else { return nil }
        var rest = line
        guard rest.hasPrefix("!!!") || rest.hasPrefix("???") else { return nil }
        rest = rest.dropFirst(3)
        if rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == " " else { return nil }
        rest = rest.drop(while: { $0 == " " })
        let kind = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard !kind.isEmpty else { return nil }
        var title = rest.dropFirst(kind.count).trimmingCharacters(in: .whitespaces)
        // Options in braces (`{ .inline }`) are no title.
        if title.hasPrefix("{") { title = "" }
        if title.count >= 2, title.hasPrefix("\""), title.hasSuffix("\"") { title = String(title.dropFirst().dropLast()) }
        guard !title.contains("\"") else { return nil }
        return (indent, depth, title.isEmpty ? String(kind) : kind + " " + title)
    }

    /// Rewrites the MkDocs admonition whose opening line is at `index` into a fence, its body
    /// (the lines indented by four spaces or a tab below it) unindented, the blank line after the
    /// body (or a new last line) becoming the closing fence. Returns where reading goes on. A body
    /// followed directly by unindented text, or empty, is left as it is: no line is free for the
    /// closing fence, and every line keeps its number.
    private static func rewriteAdmonition(_ opener: (indent: String, depth: Int, directive: String), at index: Int,
                                          in lines: inout [Substring], changed: inout Bool) -> Int {
        // In a block quote (`> !!! note`), the body is the quote's lines indented after their markers.
        func inside(_ line: Substring) -> Substring? {
            let (depth, rest) = quoted(line)
            return depth == opener.depth ? rest : nil
        }
        func isBlank(_ line: Substring) -> Bool { inside(line)?.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } ?? false }
        func isIndented(_ line: Substring) -> Bool { inside(line).map { $0.hasPrefix("    ") || $0.hasPrefix("\t") } ?? false }
        var end = index + 1
        var lastBody: Int?
        while end < lines.count, isBlank(lines[end]) || isIndented(lines[end]) {
            if !isBlank(lines[end]) { lastBody = end }
            end += 1
        }
        guard let lastBody, !lines[(index + 1)...lastBody].contains(where: { $0.contains(fence) }) else { return index + 1 }
        let closing = lastBody + 1
        // The closing fence takes a blank line: one inside the quote, or the blank line that ends it.
        guard closing == lines.count || isBlank(lines[closing]) || lines[closing].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
        else { return index + 1 }
        lines[index] = Substring(opener.indent + fence + " " + infoPrefix + opener.directive)
        for body in (index + 1)...lastBody where !isBlank(lines[body]) {
            let rest = inside(lines[body])!
            lines[body] = lines[body].dropLast(rest.count) + (rest.hasPrefix("\t") ? rest.dropFirst() : rest.dropFirst(4))
        }
        // At the end of the file a new last line closes it, before the final newline's empty line.
        if closing == lines.count || (closing == lines.count - 1 && lines[closing].isEmpty) {
            lines.insert(Substring(opener.indent + fence), at: closing)
        } else {
            lines[closing] = Substring(opener.indent + fence)
        }
        changed = true
        return closing + 1
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

    /// Whether `:::`, `!!!` or `???` occurs anywhere: those marks are rare, so `memchr` skips to each one.
    private static func hasTripleMark(_ text: String) -> Bool {
        SimpleText.withUTF8(text) { bytes in
            guard let base = bytes.baseAddress else { return false }
            for mark: UInt8 in [0x3A, 0x21, 0x3F] {
                var index = 0
                while index < bytes.count, let found = memchr(base + index, Int32(mark), bytes.count - index) {
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if at + 2 < bytes.count, bytes[at + 1] == mark, bytes[at + 2] == mark { return true }
                    index = at + 1
                }
            }
            return false
        }
    }
}
