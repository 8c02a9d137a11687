import Foundation

/// The numbering and decoration a blog export puts before its headings ("1. ", "1-3. ", "1.2 ",
/// "(2) ", "#3 ", "【1】", "３．", "③ ", "■ "): not part of what the heading says, so not part of a
/// statement made from it, nor of a section's name.
enum HeadingNumbering {
    /// The heading without leading decoration (`LeadingMarkers`) and numbering, and the spaces
    /// after them. A heading that only starts with digits ("2024년 변경 사항", "3D Touch") is left
    /// as it is: a number is numbering only when punctuation or a space closes it.
    static func removing(from heading: String) -> String {
        let undecorated = LeadingMarkers.removing(from: heading)
        let scalars = Array(undecorated.unicodeScalars)
        guard let end = numberingEnd(scalars) else { return undecorated }
        let rest = String(String.UnicodeScalarView(scalars[end...])).trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? undecorated : rest
    }

    /// Where the numbering at the start of `scalars` ends (after its closing mark and spaces), or nil.
    private static func numberingEnd(_ scalars: [Unicode.Scalar]) -> Int? {
        guard let first = scalars.first else { return nil }
        var index = 0
        func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar) || (0xFF10...0xFF19).contains(scalar.value)
        }
        func skipDigits() -> Bool {
            let start = index
            while index < scalars.count, isDigit(scalars[index]) { index += 1 }
            return index > start
        }
        func closedBySpace() -> Int? {
            guard index < scalars.count, scalars[index].properties.isWhitespace else { return nil }
            return index
        }
        // A circled number (①…⑳).
        if (0x2460...0x2473).contains(first.value) {
            index = 1
            return closedBySpace() ?? (index < scalars.count ? index : nil)
        }
        // A bracketed number: (1) （1） [1] 【1】; CJK brackets need no space after them.
        let closers: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "（": "）", "[": "]", "【": "】"]
        if let closer = closers[first] {
            index = 1
            guard skipDigits(), index < scalars.count, scalars[index] == closer else { return nil }
            index += 1
            if closer == "）" || closer == "】" { return index < scalars.count ? index : nil }
            return closedBySpace()
        }
        // #1
        if first == "#" {
            index = 1
            guard skipDigits() else { return nil }
            return closedBySpace()
        }
        // 1. 1) 1.2 1.2. 1-3. ３． : digit groups joined by `.` or `-`, then `.`, `)`, `．` or a space.
        guard skipDigits() else { return nil }
        var groups = 1
        while index + 1 < scalars.count, ".-．".unicodeScalars.contains(scalars[index]), isDigit(scalars[index + 1]) {
            index += 1
            _ = skipDigits()
            groups += 1
        }
        if index < scalars.count, ".)．".unicodeScalars.contains(scalars[index]) {
            let fullWidth = scalars[index] == "．"
            index += 1
            // Japanese runs the heading on after a full-width point: "３．視野".
            if fullWidth, index < scalars.count, !scalars[index].properties.isWhitespace { return index }
            return closedBySpace()
        }
        // A bare number is numbering only as a dotted group ("1.2 Layout"); "3D" or "2024년" is text.
        return groups > 1 ? closedBySpace() : nil
    }
}

/// Decorative marks a blog puts before a heading or a guideline line (■ ◆ ▶ ★ ※ 👉 ✔️ ✅ ⚠️ 💡):
/// they mark the line and say nothing the rule's words do not. Marks that carry meaning stay: ❌ and 🚫 say
/// "don't", as a do's-and-don'ts list uses them.
enum LeadingMarkers {
    static let marks = Set("■□◆◇◈●○◎◉▶▷►▸▹▪▫◾◽★☆⭐※→➡⇒➜➤👉✔✓☑✅♦◇•◦‣・⚠💡📌🔹🔸✳❇".unicodeScalars)

    static func removing(from text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        var removed = false
        while let first = scalars.first, marks.contains(first) {
            scalars = scalars.dropFirst()
            // A variation selector or joiner belongs to the mark (✔️ is ✔ + U+FE0F).
            while let next = scalars.first, next.value == 0xFE0F || next.value == 0xFE0E || next.value == 0x200D { scalars = scalars.dropFirst() }
            scalars = scalars.drop { $0.properties.isWhitespace }
            removed = true
        }
        guard removed, !scalars.isEmpty else { return text }
        return String(String.UnicodeScalarView(scalars))
    }
}
