/// Attribute lists that Markdown dialects append to headings: `## Best practices {#best-practices}`
/// (Pandoc, Hugo, PHP Markdown Extra), `### iOS {: .platform}` (kramdown, Jekyll). CommonMark
/// keeps them as text; they are markup, not part of the section's name.
enum HeadingAttributes {
    /// `text` without a trailing `{#…}`, `{.…}` or `{:…}` block, and without the closing `#`s that
    /// Pandoc lets stand before it (`## Styles ## {#styles}`): CommonMark strips a closing
    /// sequence only at the line's end, so the parser leaves these in the text.
    static func removing(from text: String) -> String {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return text }
        let block = text[open...]
        guard block.count > 2, let marker = block.dropFirst().first, marker == "#" || marker == "." || marker == ":",
              !block.dropFirst().contains("{") else { return text }
        var name = text[..<open]
        guard let end = name.lastIndex(where: { !$0.isWhitespace }) else { return text }
        name = name[...end]
        let closing = name.reversed().prefix(while: { $0 == "#" }).count
        if closing > 0, name.dropLast(closing).last?.isWhitespace == true {
            let rest = name.dropLast(closing)
            if let last = rest.lastIndex(where: { !$0.isWhitespace }) { name = rest[...last] }
        }
        return String(name)
    }
}
