/// Attribute lists that Markdown dialects append to headings: `## Best practices {#best-practices}`
/// (Pandoc, Hugo, PHP Markdown Extra), `### iOS {: .platform}` (kramdown, Jekyll). CommonMark
/// keeps them as text; they are markup, not part of the section's name.
enum HeadingAttributes {
    /// `text` without a trailing `{#…}`, `{.…}` or `{:…}` block.
    static func removing(from text: String) -> String {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return text }
        let block = text[open...]
        guard block.count > 2, let marker = block.dropFirst().first, marker == "#" || marker == "." || marker == ":",
              !block.dropFirst().contains("{") else { return text }
        let name = text[..<open]
        guard let end = name.lastIndex(where: { !$0.isWhitespace }) else { return text }
        return String(name[...end])
    }
}
