import GuidelineMarkdown

/// A bold lead marked by something before it that is no word of the rule: an icon
/// (`![](check.png) **Show one popover at a time.**`), an emoji or an emoji shortcode
/// (`✅ **…**`, `:warning: **Don't …**`); and a lead that is a link as a whole
/// (`[**Save work when closing.**](…)`).
///
/// Pages that mark do's and don'ts this way are common, and read as written the paragraph opens
/// with text, not bold, so its lead was taken for explanation. The mark goes (an image's alt text
/// and an emoji say nothing a linter could check), and a linked lead becomes bold holding the
/// link, as `**[…](…)**` is written: the link stays the statement's.
enum DecoratedLead {
    /// The paragraph with its lead undecorated; nil when it opens with no decorated or linked bold.
    static func undecorated(_ inlines: [MarkdownInline]) -> [MarkdownInline]? {
        var index = 0
        var decorated = false
        while index < inlines.count {
            switch inlines[index] {
            case .text(let text) where SimpleText.isBlank(text):
                break
            case .image:
                decorated = true
            case .link(_, _, let children) where !children.isEmpty && ContentBlock.isPictureOnly(children):
                decorated = true
            case .html(let tag) where tag.utf8.count > 4 && tag.lowercased().hasPrefix("<img"):
                decorated = true
            case .text(let text) where isMark(text):
                decorated = true
            case .text(let text) where decorated && literalMarkerOpens(text):
                // Bold markers CommonMark did not read (`✅ **…마세요. ** …`): the lead is read as
                // such a paragraph is, without the mark before it.
                return [.text(String(text.drop(while: \.isWhitespace)))] + inlines[(index + 1)...]
            case .text(let text) where !decorated && markThenLiteralMarker(text) != nil:
                return [.text(markThenLiteralMarker(text)!)] + inlines[(index + 1)...]
            case .strong:
                return decorated ? Array(inlines[index...]) : nil
            case .emphasis(let children) where onlyStrong(children) != nil:
                // `***Bold italic.***`
                return decorated ? Array(inlines[index...]) : nil
            case .link(let destination, let title, let children):
                guard let bold = onlyStrong(children) else { return nil }
                return [.strong([.link(destination: destination, title: title, children: bold)])] + inlines[(index + 1)...]
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The children of the one bold span `inlines` hold besides blank text, if that is all they hold.
    private static func onlyStrong(_ inlines: [MarkdownInline]) -> [MarkdownInline]? {
        var found: [MarkdownInline]?
        for inline in inlines {
            switch inline {
            case .text(let text) where SimpleText.isBlank(text): continue
            case .strong(let children) where found == nil: found = children
            default: return nil
            }
        }
        return found
    }

    /// Whether `text` is only emoji, pictographic symbols and emoji shortcodes (`:warning:`),
    /// with blanks between: no letter, digit or punctuation a sentence could open with.
    static func isMark(_ text: String) -> Bool {
        // Read scalar by scalar, stopping at the first that is no mark: most paragraphs open with a
        // letter, and are rejected there.
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var sawMark = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index = scalars.index(after: index)
                continue
            }
            if scalar == ":" {
                // A shortcode: `:` letters, digits, `_`, `+` or `-`, `:`.
                var end = scalars.index(after: index)
                while end < scalars.endIndex, isShortcodeScalar(scalars[end]) { end = scalars.index(after: end) }
                guard end < scalars.endIndex, scalars[end] == ":", scalars.distance(from: index, to: end) >= 2 else { return false }
                index = scalars.index(after: end)
                sawMark = true
                continue
            }
            // A keycap (`1️⃣`, `#️⃣`): a digit, `#` or `*`, a presentation selector, the enclosing keycap.
            if scalar.value < 0x80, "0123456789#*".unicodeScalars.contains(scalar) {
                var next = scalars.index(after: index)
                if next < scalars.endIndex, scalars[next].value == 0xFE0F { next = scalars.index(after: next) }
                guard next < scalars.endIndex, scalars[next].value == 0x20E3 else { return false }
                index = scalars.index(after: next)
                sawMark = true
                continue
            }
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0x200D, 0x20E3: break // presentation selectors, joiner, keycap
            default:
                guard scalar.value >= 0x80,
                      scalar.properties.isEmoji || scalar.properties.generalCategory == .otherSymbol else { return false }
                sawMark = true
            }
            index = scalars.index(after: index)
        }
        return sawMark
    }

    /// Whether `text` opens, after blanks, with bold markers CommonMark left as text.
    private static func literalMarkerOpens(_ text: String) -> Bool {
        let trimmed = text.drop(while: \.isWhitespace)
        return trimmed.hasPrefix("**") || trimmed.hasPrefix("__")
    }

    /// `text` from its literal bold markers on, when what comes before them is a mark
    /// (`✅ **…마세요. ** …`); nil otherwise.
    private static func markThenLiteralMarker(_ text: String) -> String? {
        // Marks are a few scalars: the markers are looked for in the text's first bytes only.
        let head = text.utf8.prefix(48)
        guard let first = head.first, first >= 0x80 || first == UInt8(ascii: ":"),
              let star = head.firstIndex(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") }),
              star > text.utf8.startIndex else { return nil }
        let rest = text[star...]
        guard rest.hasPrefix("**") || rest.hasPrefix("__"), isMark(String(text[..<star])) else { return nil }
        return String(rest)
    }

    private static func isShortcodeScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x2B, 0x2D: return true
        default: return false
        }
    }
}
