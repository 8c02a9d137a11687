/// Month names in dates: "March 5", "5 March 2025", "Tuesday, March 5".
///
/// Korean and Japanese write the month as a number (3월, 3月), which is read as one; the English
/// name states that number too. A name counts only next to a number (a day or a year), so "May"
/// the modal verb and "March" the verb stay words.
struct MonthNames: Sendable {
    /// Capitalised name → month number ("March": 3, "Sept": 9).
    private let months: [String: Int]
    /// Whether a byte can start a month name (its capital letter).
    private let firstBytes: [Bool]

    init(_ months: [String: Int]) {
        self.months = months
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in months.keys { if let first = name.utf8.first { firstBytes[Int(first)] = true } }
        self.firstBytes = firstBytes
    }

    /// The month numbers `text`'s dates state, as digits.
    func read(_ text: String) -> [String] {
        guard !months.isEmpty else { return [] }
        return SimpleText.withUTF8(text) { bytes in
            var found: [String] = []
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                let startsWord = index == 0 || !Self.isASCIILetter(bytes[index - 1])
                guard startsWord, firstBytes[Int(byte)] else { index += 1; continue }
                var end = index
                while end < count, Self.isASCIILetter(bytes[end]) { end += 1 }
                // "Sept." abbreviations keep their period.
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                if let month = months[word], Self.digitFollows(bytes, after: end) || Self.digitPrecedes(bytes, before: index) {
                    found.append(String(month))
                }
                index = max(end, index + 1)
            }
            return found
        }
    }

    /// The months `text` names anywhere, with or without a day ("labels such as “Jan” and “Feb”"),
    /// as digits: what a translation writing 1월 and 2월 may state without adding numbers. Never
    /// a number the English requires, as "May" is a verb as often.
    func named(_ text: String) -> Set<String> {
        guard !months.isEmpty else { return [] }
        var found: Set<String> = []
        for word in text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) {
            if let month = months[String(word)] { found.insert(String(month)) }
        }
        return found
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// "March 5", "Sept. 5": a space (after an optional period) and a digit.
    private static func digitFollows(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        var index = end
        if index < bytes.count, bytes[index] == 0x2E { index += 1 }
        guard index < bytes.count, bytes[index] == 0x20 else { return false }
        return index + 1 < bytes.count && isDigit(bytes[index + 1])
    }

    /// "5 March": a digit and a space before the name.
    private static func digitPrecedes(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Bool {
        start >= 2 && bytes[start - 1] == 0x20 && isDigit(bytes[start - 2])
    }
}
