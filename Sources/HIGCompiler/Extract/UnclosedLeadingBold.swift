import Foundation
import GuidelineMarkdown

/// Bold that CommonMark does not close: `**ラベルは短くしてください。**長いラベルは…`.
///
/// A closing `**` after punctuation must be followed by a space or punctuation to close
/// (CommonMark's flanking rules), which Japanese and Korean text rarely has: cmark, and GitHub,
/// leave both markers as literal asterisks. The translator still meant the sentence to be bold,
/// so extraction reads it as bold and reports the markup (`StatementExtractor`).
enum UnclosedLeadingBold {
    /// The paragraph's inlines with a leading `**…**` (or `__…__`) that cmark left as text
    /// turned into a strong span, or nil when the paragraph does not open with one.
    static func repaired(_ inlines: [MarkdownInline]) -> [MarkdownInline]? {
        // Most paragraphs do not open with a literal marker: answered without copying anything.
        guard let lead = inlines.first(where: { if case .text(let text) = $0 { return !SimpleText.isBlank(text) } else { return true } }),
              case .text(let leadText) = lead, leadText.drop(while: \.isWhitespace).hasPrefix("**") || leadText.drop(while: \.isWhitespace).hasPrefix("__")
        else { return nil }
        // Adjacent text runs together: cmark may split text at delimiter runs.
        var merged: [MarkdownInline] = []
        for inline in inlines {
            if case .text(let text) = inline, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + text)
            } else {
                merged.append(inline)
            }
        }
        var first = 0
        while first < merged.count, case .text(let text) = merged[first], SimpleText.isBlank(text) { first += 1 }
        guard first < merged.count, case .text(let opening) = merged[first] else { return nil }
        let trimmed = opening.drop(while: \.isWhitespace)
        guard let marker = ["**", "__"].first(where: { trimmed.hasPrefix($0) }) else { return nil }
        let afterOpener = trimmed.dropFirst(2)
        // Bold opens on a letter or on the code span or link right after the marker.
        if let firstCharacter = afterOpener.first {
            guard !firstCharacter.isWhitespace, !afterOpener.hasPrefix(marker.prefix(1)) else { return nil }
        } else {
            guard first + 1 < merged.count else { return nil }
            if case .text = merged[first + 1] { return nil }
        }

        var strong: [MarkdownInline] = []
        var index = first
        var search = Substring(afterOpener)
        while index < merged.count {
            if let close = search.range(of: marker), close.lowerBound > search.startIndex,
               !search[search.index(before: close.lowerBound)].isWhitespace {
                var inside = String(search[..<close.lowerBound])
                var after = search[close.upperBound...]
                // "**…してください。****…しましょう。**": two bold sentences glued together are one
                // bold lead, as the English's one bold span of two sentences is.
                while after.hasPrefix(marker) {
                    let next = after.dropFirst(2)
                    guard let end = next.range(of: marker), end.lowerBound > next.startIndex,
                          !next[next.index(before: end.lowerBound)].isWhitespace, !next.first!.isWhitespace else { break }
                    inside += next[..<end.lowerBound]
                    after = next[end.upperBound...]
                }
                if !inside.isEmpty { strong.append(.text(inside)) }
                var rest: [MarkdownInline] = []
                if !after.isEmpty { rest.append(.text(String(after))) }
                rest += merged[(index + 1)...]
                return Array(merged[..<first]) + [.strong(strong)] + rest
            }
            if !search.isEmpty { strong.append(.text(String(search))) }
            index += 1
            // The closing marker is in a later text run; code spans and links in between are bold too.
            while index < merged.count {
                if case .text(let text) = merged[index] { search = Substring(text); break }
                strong.append(merged[index])
                index += 1
            }
        }
        return nil
    }
}
