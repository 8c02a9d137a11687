/// A normalised text as a dictionary key, compared and hashed by its UTF-8 bytes.
///
/// `String` compares and hashes by canonical equivalence, normalising non-ASCII text on every
/// hash: matching a Korean catalog against the previous one spent most of its time there. Text
/// that is NFC already (everything `TextNormalizer` returns) is canonically equal to another
/// exactly when their bytes are equal.
struct ExactText: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var left = lhs.text, right = rhs.text
        guard left.utf8.count == right.utf8.count else { return false }
        return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
