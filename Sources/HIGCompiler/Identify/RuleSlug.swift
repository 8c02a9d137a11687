import Foundation

/// Builds the readable part of a rule id from a statement: "Keep bar titles short." →
/// `keep-bar-titles-short`. Non-Latin statements are romanised first.
enum RuleSlug {
    static let maximumWords = 7
    /// Longest slug: Japanese, written without spaces, romanises to one word as long as its
    /// sentence. Cut at the last hyphen that fits, or at the length itself.
    static let maximumLength = 80

    static func make(from text: String, stopWords: Set<String>, maximumWords: Int = RuleSlug.maximumWords) -> String {
        capped(asciiSlug(text, stopWords: stopWords, maximumWords: maximumWords)
            ?? generalSlug(text, stopWords: stopWords, maximumWords: maximumWords))
    }

    /// `slug` within `maximumLength` (its characters are ASCII).
    static func capped(_ slug: String) -> String {
        guard slug.utf8.count > maximumLength else { return slug }
        let head = slug.utf8.prefix(maximumLength + 1)
        // A word that ends exactly at the limit keeps it whole.
        if let hyphen = head.lastIndex(of: UInt8(ascii: "-")), slug.utf8.distance(from: slug.utf8.startIndex, to: hyphen) > 0 {
            return String(decoding: slug.utf8[..<hyphen], as: UTF8.self)
        }
        return String(decoding: slug.utf8.prefix(maximumLength), as: UTF8.self)
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
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { letters -> String in
                // Lower-cased, apostrophes (' and ’) dropped, as the general path does before splitting.
                var letterCount = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte >= 0x80 { index += 3; continue }
                    if byte != 0x27 {
                        letters[letterCount] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                        letterCount += 1
                    }
                    index += 1
                }
                // Word ranges in `letters`, reserved for the usual count (`maximumWords` may be `.max`).
                var content: [Range<Int>] = [], words: [Range<Int>] = []
                content.reserveCapacity(min(maximumWords, letterCount / 2 + 1))
                words.reserveCapacity(min(maximumWords, letterCount / 2 + 1))
                var start: Int?
                for position in 0...letterCount {
                    let isWordByte = position < letterCount
                        && ((letters[position] >= 0x61 && letters[position] <= 0x7A) || (letters[position] >= 0x30 && letters[position] <= 0x39))
                    if isWordByte {
                        if start == nil { start = position }
                        continue
                    }
                    guard let wordStart = start else { continue }
                    start = nil
                    let word = wordStart..<position
                    if words.count < maximumWords { words.append(word) }
                    // Decoded from the buffer itself: a word is short, so the lookup key is a small
                    // string, built without an allocation.
                    if stopWords.isEmpty || !stopWords.contains(String(decoding: UnsafeBufferPointer(rebasing: letters[word]), as: UTF8.self)) {
                        content.append(word)
                        if content.count == maximumWords { break }
                    }
                }
                let chosen = content.isEmpty ? words : content
                guard !chosen.isEmpty else { return "rule" }
                // Written straight into the slug's storage: the words, joined by hyphens.
                let length = chosen.reduce(chosen.count - 1) { $0 + $1.count }
                return String(unsafeUninitializedCapacity: length) { slug in
                    var written = 0
                    for word in chosen {
                        if written > 0 {
                            slug[written] = 0x2D
                            written += 1
                        }
                        for position in word {
                            slug[written] = letters[position]
                            written += 1
                        }
                    }
                    return written
                }
            }
        }
    }

    /// What the two replacements `([a-z0-9])([A-Z])` → `$1 $2` (not after a word's single
    /// lower-case first letter), then `([A-Z]+)([A-Z][a-z])` → `$1 $2` (not for an acronym's plural
    /// `s`) give, without building a regular expression for every rule.
    static func splittingCamelCase(_ text: String) -> String {
        // On bytes: both rules look only at ASCII letters and digits, and no byte of a multi-byte
        // scalar is one, so this is the same as reading scalars.
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        return SimpleText.withUTF8(text) { bytes in
            // Neither rule can apply without an upper-case letter after a lower-case letter or
            // digit, or two upper-case letters in a row ("Keep bar titles short"): the text as it is.
            var mayApply = false
            if bytes.count > 1 {
                for index in 1..<bytes.count where isUpper(bytes[index]) {
                    let previous = bytes[index - 1]
                    if isLower(previous) || isDigit(previous) || isUpper(previous) {
                        mayApply = true
                        break
                    }
                }
            }
            guard mayApply else { return text }
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
                // An acronym's plural is no word of its own: "APIs", "URLs" stay whole.
                let plural = end < first.count && first[end] == 0x73 && (end + 1 == first.count || !isLower(first[end + 1]))
                if end - index >= 2, end < first.count, isLower(first[end]), !plural {
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
