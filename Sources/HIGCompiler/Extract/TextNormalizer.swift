import Foundation

/// The one text normalisation every stage agrees on: NFC, whitespace collapsed, trimmed, and
/// invisible formatting characters dropped (a zero-width space, a byte order mark or a soft
/// hyphen pasted in from a web page would otherwise hide the verb a statement opens with, and
/// split a word in its id).
public enum TextNormalizer {
    /// Zero-width space, word joiner, zero-width no-break space (BOM) and soft hyphen. Not the
    /// zero-width joiners, which build emoji and shape scripts.
    static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x200B, 0x2060, 0xFEFF: return true
        default: return false
        }
    }

    public static func normalize(_ text: String) -> String {
        // Simple text (see SimpleText) is already NFC and needs no grapheme breaking.
        SimpleText.collapsingWhitespace(text) ?? generalNormalize(text)
    }

    /// `normalize` by its definition: NFC, then each run of whitespace `Character`s one space.
    static func generalNormalize(_ text: String) -> String {
        let composed = text.precomposedStringWithCanonicalMapping
        var output = ""
        output.reserveCapacity(composed.utf8.count)
        var pendingSpace = false
        for character in composed {
            if character.unicodeScalars.allSatisfy(isInvisibleFormatting) { continue }
            // U+00A0 and friends count as whitespace: blog exports put one after a lost bold sentence.
            // A space that a combining scalar extends (" 🏽", a skin-tone modifier standing alone)
            // is one `Character` that `isWhitespace` calls a space: it is kept, or the modifier is lost.
            if character.isWhitespace && character.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                pendingSpace = !output.isEmpty
            } else {
                // A kept space-led character (" 🏽") brings its own space.
                if pendingSpace && !(character.unicodeScalars.first?.properties.isWhitespace ?? false) { output.append(" ") }
                pendingSpace = false
                output.append(character)
            }
        }
        return output
    }
}
