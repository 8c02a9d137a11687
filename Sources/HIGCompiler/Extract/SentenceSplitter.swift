/// Finds sentence boundaries in English, Korean and Japanese text.
///
/// A sentence ends at `.` `!` `?` followed by a space (or the end), or at `。` `！` `？`.
/// Decimal numbers ("iOS 13.4") and common abbreviations ("e.g.") do not end a sentence.
public enum SentenceSplitter {
    static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "mr", "mrs", "dr", "st", "no", "fig"]
    /// The UTF-8 length of the longest abbreviation: a longer word before a period is not looked up.
    private static let longestAbbreviation = abbreviations.map(\.utf8.count).max() ?? 0

    public static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var remainder = Substring(text)
        while !remainder.isEmpty {
            let (first, rest) = splitFirst(remainder)
            let trimmed = LexiconText.trimmingSpaces(first)
            if !trimmed.isEmpty { result.append(trimmed) }
            remainder = rest
        }
        return result
    }

    /// The first sentence and the text after it.
    public static func splitFirst<S: StringProtocol>(_ text: S) -> (String, Substring) where S.SubSequence == Substring {
        if let split = simpleSplitFirst(text) { return split }
        // Walks only as far as the first sentence: `sentences` calls this once per sentence.
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if "。！？".contains(character) {
                return (String(text[..<next]), text[next...])
            }
            guard ".!?‼⁉".contains(character) else { index = next; continue }
            // Swallow closing quotes and brackets after the terminator.
            var end = next
            while end < text.endIndex, "\"'”’)」』".contains(text[end]) { end = text.index(after: end) }
            let atEnd = end >= text.endIndex
            if !atEnd && !text[end].isWhitespace { index = next; continue }
            if character == "." {
                let word = lastWord(before: index, in: text).lowercased()
                if abbreviations.contains(word) { index = next; continue }
            }
            return (String(text[..<end]), text[end...])
        }
        return (String(text), text[text.endIndex...])
    }

    /// `splitFirst` over UTF-8 while the text is simple (see `SimpleText`): there characters are
    /// scalars. Nil when a scalar that is not simple comes before the sentence's end.
    private static func simpleSplitFirst<S: StringProtocol>(_ text: S) -> (String, Substring)? where S.SubSequence == Substring {
        let end: Int? = SimpleText.withUTF8(text) { bytes -> Int?? in
            let count = bytes.count
            func scalar(at index: Int) -> (value: UInt32, length: Int)? {
                let decoded = SimpleText.decode(bytes, at: index)
                return SimpleText.isSimple(decoded.value) ? decoded : nil
            }
            var index = 0
            while index < count {
                // Most of a sentence is ASCII other than . ! ? and Hangul syllables: simple scalars
                // that end nothing, passed over undecoded.
                let byte = bytes[index]
                if byte < 0x80 && byte != 0x2E && byte != 0x21 && byte != 0x3F { index += 1; continue }
                if SimpleText.isHangulSyllable(bytes, at: index) { index += 3; continue }
                guard let (value, length) = scalar(at: index) else { return nil }
                let next = index + length
                switch value {
                case 0x3002, 0xFF01, 0xFF1F: // 。！？ (a mark attached after it would make another character)
                    if next < count, scalar(at: next) == nil { return nil }
                    return .some(next)
                case 0x2E, 0x21, 0x3F, 0x203C, 0x2049: // . ! ? ‼ ⁉
                    var end = next
                    closers: while end < count {
                        guard let (closer, closerLength) = scalar(at: end) else { return nil }
                        switch closer {
                        case 0x22, 0x27, 0x201D, 0x2019, 0x29, 0x300D, 0x300F: break
                        default: break closers
                        }
                        end += closerLength
                    }
                    if end < count {
                        guard let (following, _) = scalar(at: end) else { return nil }
                        if !SimpleText.isWhitespace(following) { index = next; continue }
                    }
                    if value == 0x2E {
                        var start = index
                        while start > 0 {
                            var previous = start - 1
                            while previous > 0 && bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
                            if SimpleText.isWhitespace(SimpleText.decode(bytes, at: previous).value) { break }
                            start = previous
                        }
                        let word = bytes[start..<index]
                        // Abbreviations are ASCII; a word with anything else never lower-cases to one.
                        if word.count <= longestAbbreviation, word.allSatisfy({ $0 < 0x80 }) {
                            let lowered = String(decoding: word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
                            if abbreviations.contains(lowered) { index = next; continue }
                        }
                    }
                    return .some(end)
                default:
                    index = next
                }
            }
            return .some(count)
        } ?? nil
        guard let end else { return nil }
        let cut = text.utf8.index(text.startIndex, offsetBy: end)
        return (String(text[..<cut]), text[cut...])
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
