import Foundation

/// The numbering a blog export puts before its headings ("1. ", "2) ", "３．", "③ "): not part of
/// what the heading says, so not part of a statement made from it.
enum HeadingNumbering {
    /// The heading without a leading number (ASCII or full-width digits, then `.`, `)` or `．`;
    /// or a circled number) and the spaces after it. A heading that only starts with digits
    /// ("2024년 변경 사항") is left as it is.
    static func removing(from heading: String) -> String {
        let scalars = heading.unicodeScalars
        var index = scalars.startIndex
        if let first = scalars.first, (0x2460...0x2473).contains(first.value) {
            index = scalars.index(after: index)
        } else {
            while index < scalars.endIndex, ("0"..."9").contains(scalars[index]) || (0xFF10...0xFF19).contains(scalars[index].value) {
                index = scalars.index(after: index)
            }
            guard index > scalars.startIndex, index < scalars.endIndex, ".)．".unicodeScalars.contains(scalars[index]) else { return heading }
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex, scalars[index].properties.isWhitespace else { return heading }
        return String(heading.unicodeScalars[index...]).trimmingCharacters(in: .whitespaces)
    }
}
