/// Finds sentence boundaries in English, Korean and Japanese text.
///
/// A sentence ends at `.` `!` `?` followed by a space (or the end), or at `。` `！` `？`.
/// Decimal numbers ("iOS 13.4") and common abbreviations ("e.g.") do not end a sentence.
public enum SentenceSplitter {
    static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "mr", "mrs", "dr", "st", "no", "fig"]

    public static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var remainder = Substring(text)
        while !remainder.isEmpty {
            let (first, rest) = splitFirst(remainder)
            let trimmed = first.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { result.append(trimmed) }
            remainder = rest
        }
        return result
    }

    /// The first sentence and the text after it.
    public static func splitFirst<S: StringProtocol>(_ text: S) -> (String, Substring) where S.SubSequence == Substring {
        let characters = Array(text.indices)
        for (position, index) in characters.enumerated() {
            let character = text[index]
            if "。！？".contains(character) {
                let end = text.index(after: index)
                return (String(text[..<end]), text[end...])
            }
            guard ".!?".contains(character) else { continue }
            let nextPosition = position + 1
            // Swallow closing quotes and brackets after the terminator.
            var endPosition = nextPosition
            while endPosition < characters.count, "\"'”’)」』".contains(text[characters[endPosition]]) { endPosition += 1 }
            let atEnd = endPosition >= characters.count
            if !atEnd && !text[characters[endPosition]].isWhitespace { continue }
            if character == "." {
                let word = lastWord(before: index, in: text).lowercased()
                if abbreviations.contains(word) { continue }
            }
            let end = atEnd ? text.endIndex : characters[endPosition]
            return (String(text[..<end]), text[end...])
        }
        return (String(text), text[text.endIndex...])
    }

    private static func lastWord<S: StringProtocol>(before index: S.Index, in text: S) -> String {
        var start = index
        while start > text.startIndex {
            let previous = text.index(before: start)
            if text[previous].isWhitespace { break }
            start = previous
        }
        return String(text[start..<index])
    }
}

import Foundation
