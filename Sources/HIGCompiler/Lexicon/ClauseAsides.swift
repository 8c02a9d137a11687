/// Removes the asides of a clause before its polarity is read: "Use style — not size — to …"
/// asks for something; the "not" belongs to a contrast, not to the request. A translation usually
/// folds such a contrast into the sentence ("サイズではなくスタイルを使用してください"), so reading it
/// in the English alone would report a polarity flip that is not there.
enum ClauseAsides {
    private static let dashes: Set<Unicode.Scalar> = ["\u{2014}", "\u{2013}", "\u{2015}"]
    private static let openers: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "\u{FF08}": "\u{FF09}", "[": "]"]
    /// Where a contrast opened by a lexicon phrase ends.
    private static let contrastEnds: Set<Unicode.Scalar> = [",", ";", "\u{3001}", "\u{FF0C}", "\u{FF1B}"]
    /// Longest clause (UTF-8 bytes) whose asides are looked for.
    static let maximumLength = 4_096

    /// `clause` without text in brackets, between two dashes, or from a `contrasts` phrase to the
    /// next comma or dash. An unpaired bracket or a single dash is kept: what follows it may be
    /// the statement itself ("Keep it short — don't truncate").
    /// `clause` without the examples a noun phrase gives before its verb: from a marker ("such
    /// as", "like") to the negation that ends it ("buttons such as delete shouldn't …" reads
    /// "buttons shouldn't …"). An example that no negation ends before a comma is kept: it cannot
    /// hide one.
    static func removingExamples(from clause: String, markers: [String], endingAt negation: PhraseList) -> String {
        guard clause.utf8.count <= maximumLength,
              markers.contains(where: { SimpleText.bytesContain(clause, " " + $0 + " ") }) else { return clause }
        let words = clause.split(separator: " ")
        let negations = Set((negation.contains + negation.prefixes).filter { !$0.contains(" ") })
        let markerWords = markers.map { $0.split(separator: " ") }
        var kept: [Substring] = []
        var index = 0
        while index < words.count {
            if !kept.isEmpty, let marker = markerWords.first(where: { index + $0.count <= words.count && Array(words[index..<(index + $0.count)]) == $0 }) {
                var end = index + marker.count
                while end < words.count, !negations.contains(String(words[end])), !words[end - 1].hasSuffix(",") { end += 1 }
                if end < words.count, negations.contains(String(words[end])) {
                    index = end
                    continue
                }
            }
            kept.append(words[index])
            index += 1
        }
        return kept.count == words.count ? clause : kept.joined(separator: " ")
    }

    static func removing(from clause: String, contrasts: [String]) -> String {
        // Each removal rescans the clause: bounded, so a hostile "sentence" of a million brackets
        // cannot make it quadratic. No real clause comes near the bound.
        guard clause.utf8.count <= maximumLength, mayHoldAside(clause, contrasts: contrasts) else { return clause }
        var scalars = Array(clause.unicodeScalars)
        removeBracketed(&scalars)
        removeBetweenDashes(&scalars)
        for contrast in contrasts where !contrast.isEmpty {
            removeContrasts(opening: Array(contrast.unicodeScalars), from: &scalars)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Whether `clause` has a bracket, a dash or a contrast phrase at all: most statements have
    /// none and are answered from their bytes.
    private static func mayHoldAside(_ clause: String, contrasts: [String]) -> Bool {
        var clause = clause
        return clause.withUTF8 { bytes in
            for index in bytes.indices {
                switch bytes[index] {
                case 0x28, 0x5B: return true // ( [
                case 0x2D where index > 0 && bytes[index - 1] == 0x20: return true // " -"
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (0x93...0x95).contains(bytes[index + 2]):
                    return true // – — ―
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0x88:
                    return true // （
                default: continue
                }
            }
            return contrasts.contains { contrast in
                let phrase = Array(contrast.utf8)
                guard !phrase.isEmpty, phrase.count <= bytes.count else { return false }
                return (0...(bytes.count - phrase.count)).contains { start in
                    bytes[start] == phrase[0] && (1..<phrase.count).allSatisfy { bytes[start + $0] == phrase[$0] }
                }
            }
        }
    }

    private static func removeBracketed(_ scalars: inout [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            guard let closer = openers[scalars[index]],
                  let end = scalars[(index + 1)...].firstIndex(of: closer) else { index += 1; continue }
            scalars.replaceSubrange(index...end, with: [" "])
            index += 1
        }
    }

    /// Dashes are em and en dashes, and a hyphen or two standing alone between spaces.
    private static func dash(at index: Int, in scalars: [Unicode.Scalar]) -> Int? {
        if dashes.contains(scalars[index]) { return 1 }
        guard scalars[index] == "-", index > 0, scalars[index - 1] == " " else { return nil }
        var end = index
        while end < scalars.count && scalars[end] == "-" { end += 1 }
        guard end - index <= 2, end == scalars.count || scalars[end] == " " else { return nil }
        return end - index
    }

    private static func removeBetweenDashes(_ scalars: inout [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            guard let openingLength = dash(at: index, in: scalars) else { index += 1; continue }
            var probe = index + openingLength
            var closing: (start: Int, length: Int)?
            while probe < scalars.count {
                if let length = dash(at: probe, in: scalars) { closing = (probe, length); break }
                probe += 1
            }
            guard let closing else { return }
            scalars.replaceSubrange(index..<(closing.start + closing.length), with: [" "])
            index += 1
        }
    }

    private static func removeContrasts(opening contrast: [Unicode.Scalar], from scalars: inout [Unicode.Scalar]) {
        var index = 0
        while index + contrast.count <= scalars.count {
            guard scalars[index..<(index + contrast.count)].elementsEqual(contrast),
                  index == 0 || !contrast[0].properties.isAlphabetic || !scalars[index - 1].properties.isAlphabetic
            else { index += 1; continue }
            var end = index + contrast.count
            while end < scalars.count && !contrastEnds.contains(scalars[end]) && !dashes.contains(scalars[end]) { end += 1 }
            scalars.replaceSubrange(index..<end, with: [" "])
            index += 1
        }
    }
}
