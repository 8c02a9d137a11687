/// Joins the paragraphs of an explanation or callout into one text, as a reader reads them.
///
/// Languages that space their sentences get a space between paragraphs. After a Chinese or
/// Japanese sentence end (`。`, `！`, `？`, `」`) the next paragraph follows with none, as sentences
/// within a Japanese paragraph do: "スライダの最小値。デフォルト値は０．０です。", not "…。 デフォルト…".
enum ParagraphJoin {
    static func joined(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        var text = parts[0]
        for part in parts.dropFirst() {
            if let last = text.unicodeScalars.last, closesWideSentence(last),
               let first = part.unicodeScalars.first, first.value >= 0x80 {
                text += part
            } else {
                text += " " + part
            }
        }
        return text
    }

    /// `。`, `！`, `？`, `」`, `』`: where a Chinese or Japanese sentence ends.
    static func closesWideSentence(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3002, 0xFF01, 0xFF1F, 0x300D, 0x300F: return true
        default: return false
        }
    }
}
