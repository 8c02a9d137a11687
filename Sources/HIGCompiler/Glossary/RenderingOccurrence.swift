/// Whether a glossary rendering occurs in a text as the word it is, not as part of a longer one.
///
/// A plain substring search reads the variant 표 (table) inside 표시 (display) and 表 inside 表示,
/// two of the most common words of Korean and Japanese guidelines. So an occurrence counts only
/// where the script of the rendering allows a word to end:
/// - Latin: no letter or digit directly before or after it ("tab" is not in "table");
/// - one Hangul syllable: no Hangul syllable before it, and after it the end of the word or a
///   particle of the language (표를, 표에는; not 표시, 도표);
/// - a longer Korean rendering: after it the end of the word, a particle, or a verb made of it
///   (경고를, 경고하세요; not 경고음, a word of its own); before it anything, as a compound that
///   ends with the term still names it (푸시 알림, 푸시알림);
/// - one kanji: no kanji directly before or after it (表 alone, not 表示 or 図表), and kana after it
///   only as a particle of the language (表を, 表の; not 表す, a verb);
/// - longer kanji: no kanji directly after it (警告を, 警告する; not 警告音 or 警告灯);
/// - katakana: no katakana directly before or after it (テーブル, not テーブルビュー, a longer loanword).
enum RenderingOccurrence {
    static func occurs(_ rendering: String, in text: String, particles: [String]) -> Bool {
        guard !rendering.isEmpty else { return false }
        var searchStart = text.startIndex
        while let range = text.range(of: rendering, range: searchStart..<text.endIndex) {
            if standsAlone(rendering, at: range, in: text, particles: particles) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }

    /// `text` with each occurrence of `rendering` that stands as a word replaced by a space:
    /// masking the approved ユーザ leaves the variant ユーザー whole, for it to be found.
    static func masking(_ rendering: String, in text: String, particles: [String]) -> String {
        guard !rendering.isEmpty else { return text }
        var result = ""
        var copied = text.startIndex
        var searchStart = text.startIndex
        while let range = text.range(of: rendering, range: searchStart..<text.endIndex) {
            if standsAlone(rendering, at: range, in: text, particles: particles) {
                result += text[copied..<range.lowerBound]
                result += " "
                copied = range.upperBound
                searchStart = range.upperBound
            } else {
                searchStart = text.index(after: range.lowerBound)
            }
        }
        return copied == text.startIndex ? text : result + text[copied...]
    }

    /// What makes a Korean noun a verb or an adjective (경고하다, 표시되다, 활성화시키다): the word
    /// is still the term.
    private static let verbEndings = ["하", "한", "할", "해", "했", "되", "된", "될", "돼", "됐", "시키", "적", "입니", "이에", "이다", "이며", "이고"]

    /// The katakana words of `text` that spell `rendering` with or without its long-vowel marks
    /// (ポップオーバ, プログレスインジケーター for ポップオーバー, プログレスインジケータ): the JIS and the
    /// Microsoft style disagree on a final ー, and a glossary lists one. Empty unless `rendering`
    /// is katakana of two letters or more; a word of two letters (ユーザー, サーバー) differs
    /// only in its final ー, as ユーザ does, so that サバ is never read as サーバー.
    static func longVowelSpellings(of rendering: String, in text: String) -> [String] {
        let letters = rendering.unicodeScalars.filter { $0.value != 0x30FC }
        guard rendering.unicodeScalars.allSatisfy({ script($0) == .katakana }), letters.count >= 2 else { return [] }
        let bare = String(String.UnicodeScalarView(letters))
        let finalOnly = letters.count < 3
        let withoutFinal = rendering.hasSuffix("ー") ? String(rendering.dropLast()) : rendering + "ー"
        var found: [String] = []
        var run = String.UnicodeScalarView()
        func close() {
            let word = String(run)
            run = String.UnicodeScalarView()
            guard word != rendering, !found.contains(word) else { return }
            if finalOnly {
                if word == withoutFinal { found.append(word) }
            } else if String(String.UnicodeScalarView(word.unicodeScalars.filter { $0.value != 0x30FC })) == bare {
                found.append(word)
            }
        }
        for scalar in text.unicodeScalars {
            if script(scalar) == .katakana { run.append(scalar) } else if !run.isEmpty { close() }
        }
        if !run.isEmpty { close() }
        return found
    }

    private static func isHiragana(_ scalar: Unicode.Scalar) -> Bool { (0x3041...0x3096).contains(scalar.value) }

    private enum Script { case latin, hangul, kanji, katakana, other }

    private static func script(_ scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return .latin
        case 0xAC00...0xD7A3: return .hangul
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return .kanji
        case 0x30A1...0x30FA, 0x30FC: return .katakana
        default: return .other
        }
    }

    private static func standsAlone(_ rendering: String, at range: Range<String.Index>, in text: String, particles: [String]) -> Bool {
        let scalars = rendering.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        let before = text.unicodeScalars[..<range.lowerBound].last
        let after = text.unicodeScalars[range.upperBound...].first
        switch (script(first), script(last)) {
        case (.latin, _), (_, .latin):
            let touchesLatin = { (scalar: Unicode.Scalar?) in scalar.map { script($0) == .latin } ?? false }
            return !(script(first) == .latin && touchesLatin(before)) && !(script(last) == .latin && touchesLatin(after))
        case (.hangul, .hangul) where scalars.count == 1:
            if let before, script(before) == .hangul { return false }
            guard let after, script(after) == .hangul else { return true }
            let tail = text.unicodeScalars[range.upperBound...].prefix { script($0) == .hangul }
            let word = String(String.UnicodeScalarView(tail))
            return particles.contains { !$0.isEmpty && word.hasPrefix($0) }
        case (.hangul, .hangul):
            guard let after, script(after) == .hangul else { return true }
            let tail = text.unicodeScalars[range.upperBound...].prefix { script($0) == .hangul }
            let word = String(String.UnicodeScalarView(tail))
            return particles.contains { !$0.isEmpty && word.hasPrefix($0) } || verbEndings.contains { word.hasPrefix($0) }
        case (.kanji, .kanji) where scalars.count == 1:
            guard !(before.map { script($0) == .kanji } ?? false), !(after.map { script($0) == .kanji } ?? false) else { return false }
            // Kana after one kanji is a particle (表を, 表の) or the verb it spells (表す, 表せる),
            // where the language lists its particles.
            guard let after, isHiragana(after), !particles.isEmpty else { return true }
            let tail = String(String.UnicodeScalarView(text.unicodeScalars[range.upperBound...].prefix(while: isHiragana)))
            return particles.contains { !$0.isEmpty && tail.hasPrefix($0) }
        case (.kanji, .kanji):
            return !(after.map { script($0) == .kanji } ?? false)
        case (.katakana, .katakana):
            return !(before.map { script($0) == .katakana } ?? false) && !(after.map { script($0) == .katakana } ?? false)
        default:
            return true
        }
    }
}
