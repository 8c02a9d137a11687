import Foundation

/// Builds the readable part of a rule id from a statement: "Keep bar titles short." →
/// `keep-bar-titles-short`. Non-Latin statements are romanised first.
enum RuleSlug {
    static let maximumWords = 7

    static func make(from text: String, stopWords: Set<String>, maximumWords: Int = RuleSlug.maximumWords) -> String {
        asciiSlug(text, stopWords: stopWords, maximumWords: maximumWords)
            ?? generalSlug(text, stopWords: stopWords, maximumWords: maximumWords)
    }

    /// `make` by its definition: romanised, camelCase split, folded, apostrophes dropped, split
    /// into ASCII words.
    static func generalSlug(_ text: String, stopWords: Set<String>, maximumWords: Int) -> String {
        var latin = text
        if text.unicodeScalars.contains(where: { $0.value > 0x24F && CharacterSet.letters.contains($0) }) {
            latin = Transliteration.romanize(text) ?? text
        }
        // camelCase and acronym boundaries become word breaks: isNavigationBarHidden → is navigation bar hidden.
        latin = splittingCamelCase(latin)
        // Plain ASCII (and the typographic apostrophe) has no diacritics to fold: lowercasing is
        // the same, without loading Foundation's folding tables.
        var folded = latin.unicodeScalars.allSatisfy { $0.isASCII || $0 == "\u{2019}" }
            ? latin.lowercased()
            : latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        if folded.unicodeScalars.contains(where: { $0 == "\u{2019}" || $0 == "'" }) {
            // Scalar by scalar: folding has already removed the combining marks Foundation's
            // search would have kept an apostrophe together with.
            folded = String(String.UnicodeScalarView(folded.unicodeScalars.filter { $0 != "\u{2019}" && $0 != "'" }))
        }
        let words = (SimpleText.asciiAlphanumericWords(folded)
            ?? folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })).map(String.init)
        let content = words.filter { !stopWords.contains($0) }
        let chosen = (content.isEmpty ? words : content).prefix(maximumWords)
        let slug = chosen.joined(separator: "-")
        return slug.isEmpty ? "rule" : slug
    }
}

extension RuleSlug {
    /// `make` for ASCII text and the typographic apostrophe (nearly every English statement), in
    /// one pass over bytes, without the intermediate strings of the general path; nil for other
    /// text. There romanising and folding change nothing and lower-casing is ASCII's.
    static func asciiSlug(_ text: String, stopWords: Set<String>, maximumWords: Int) -> String? {
        let isPlain = SimpleText.withUTF8(text) { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] < 0x80 { index += 1; continue }
                // U+2019 (E2 80 99) only.
                guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99 else { return false }
                index += 3
            }
            return true
        }
        guard isPlain else { return nil }
        return SimpleText.withUTF8(splittingCamelCase(text)) { bytes -> String in
            // Lower-cased, apostrophes (' and ’) dropped, as the general path does before splitting.
            var letters: [UInt8] = []
            letters.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 { index += 3; continue }
                if byte != 0x27 { letters.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
                index += 1
            }
            var content: [Range<Int>] = [], words: [Range<Int>] = []
            var start: Int?
            for position in 0...letters.count {
                let isWordByte = position < letters.count
                    && ((letters[position] >= 0x61 && letters[position] <= 0x7A) || (letters[position] >= 0x30 && letters[position] <= 0x39))
                if isWordByte {
                    if start == nil { start = position }
                    continue
                }
                guard let wordStart = start else { continue }
                start = nil
                let word = wordStart..<position
                if words.count < maximumWords { words.append(word) }
                if !stopWords.contains(String(decoding: letters[word], as: UTF8.self)) {
                    content.append(word)
                    if content.count == maximumWords { break }
                }
            }
            var slug: [UInt8] = []
            for word in content.isEmpty ? words : content {
                if !slug.isEmpty { slug.append(0x2D) }
                slug.append(contentsOf: letters[word])
            }
            return slug.isEmpty ? "rule" : String(decoding: slug, as: UTF8.self)
        }
    }

    /// What the two replacements `([a-z0-9])([A-Z])` → `$1 $2` (not after a word's single
    /// lower-case first letter), then `([A-Z]+)([A-Z][a-z])` → `$1 $2` give, without building a
    /// regular expression for every rule.
    static func splittingCamelCase(_ text: String) -> String {
        // On bytes: both rules look only at ASCII letters and digits, and no byte of a multi-byte
        // scalar is one, so this is the same as reading scalars.
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        return SimpleText.withUTF8(text) { bytes in
            guard bytes.contains(where: isUpper) else { return text }
            // 1. lower-case letter or digit, then an upper-case letter; but a word's single
            // lower-case first letter is a prefix, not a word: iPad, iOS, eSIM.
            var first: [UInt8] = []
            first.reserveCapacity(bytes.count + 8)
            for byte in bytes {
                if let previous = first.last, isLower(previous) || isDigit(previous), isUpper(byte) {
                    let beforePrevious = first.count >= 2 ? first[first.count - 2] : nil
                    let prefixLetter = isLower(previous) && !(beforePrevious.map { isLower($0) || isUpper($0) || isDigit($0) } ?? false)
                    if !prefixLetter { first.append(0x20) }
                }
                first.append(byte)
            }
            // 2. a run of two or more upper-case letters followed by a lower-case one: "URLSession" → "URL Session".
            var second: [UInt8] = []
            second.reserveCapacity(first.count + 8)
            var index = 0
            while index < first.count {
                guard isUpper(first[index]) else { second.append(first[index]); index += 1; continue }
                var end = index
                while end < first.count && isUpper(first[end]) { end += 1 }
                if end - index >= 2, end < first.count, isLower(first[end]) {
                    second.append(contentsOf: first[index..<(end - 1)])
                    second.append(0x20)
                    second.append(first[end - 1])
                } else {
                    second.append(contentsOf: first[index..<end])
                }
                index = end
            }
            return String(decoding: second, as: UTF8.self)
        }
    }

    /// A slug from the API symbols a requirement constrains: as many whole symbols as fit.
    static func make(fromSymbols symbols: [String], maximumWords: Int = 10) -> String? {
        var chosen: [String] = []
        var count = 0
        for symbol in symbols {
            let slug = make(from: symbol, stopWords: [], maximumWords: .max)
            let words = slug.split(separator: "-").count
            if !chosen.isEmpty && count + words > maximumWords { break }
            chosen.append(slug)
            count += words
        }
        return chosen.isEmpty ? nil : chosen.joined(separator: "-")
    }
}
