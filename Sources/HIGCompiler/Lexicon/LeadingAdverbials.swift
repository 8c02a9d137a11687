/// A lexicon's leading adverbials ("in general", "briefly and precisely") prepared for stripping
/// on UTF-8 bytes. Every sentence is stripped before its voice and modality are read; comparing
/// `Character`s against each adverbial in turn was a visible share of extraction.
struct LeadingAdverbials: Sendable {
    private let adverbials: [[UInt8]]
    /// False when an adverbial is not simple text: then every sentence takes the general path.
    private let usable: Bool

    init(_ adverbials: [String]) {
        self.adverbials = adverbials.map { Array($0.utf8) }
        // A carriage return could pair with a following line feed into one `Character`.
        usable = adverbials.allSatisfy { SimpleText.isSimple($0) && !$0.utf8.contains(0x0D) }
    }

    /// `normalised` without its leading adverbials, each ending at `,`, ` `, `、` or the end; nil when the
    /// text is not simple (see `SimpleText`) and `Character` comparison must decide.
    func strip(_ normalised: String) -> String? {
        guard usable else { return nil }
        return SimpleText.withUTF8(normalised) { bytes -> String? in
            guard SimpleText.isSimple(bytes) else { return nil }
            var start = 0
            var stripped = true
            while stripped {
                stripped = false
                for adverbial in adverbials where Self.hasPrefix(bytes, from: start, adverbial) {
                    let next = start + adverbial.count
                    // The whole text ("in general" before ", don't …") is an adverbial too.
                    if next == bytes.count {
                        start = next
                        break
                    }
                    guard let separator = Self.separatorLength(bytes, at: next) else { continue }
                    start = next + separator
                    while let more = Self.separatorLength(bytes, at: start) { start += more }
                    stripped = true
                    break
                }
            }
            return start == 0 ? normalised : String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ prefix: [UInt8]) -> Bool {
        guard prefix.count <= bytes.count - start else { return false }
        for index in prefix.indices where bytes[start + index] != prefix[index] { return false }
        return true
    }

    /// The length of `,`, ` ` or `、` at `index`, if one is there.
    private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        if bytes[index] == 0x2C || bytes[index] == 0x20 { return 1 }
        if index + 2 < bytes.count, bytes[index] == 0xE3, bytes[index + 1] == 0x80, bytes[index + 2] == 0x81 { return 3 }
        return nil
    }
}
