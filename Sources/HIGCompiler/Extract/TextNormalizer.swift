import Foundation

/// The one text normalisation every stage agrees on: NFC, whitespace collapsed, trimmed.
public enum TextNormalizer {
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
