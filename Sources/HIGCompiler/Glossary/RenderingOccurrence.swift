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
///
/// A compound is found however it is spaced or dotted (`ranges(of:in:flexible:)`).
enum RenderingOccurrence {
    static func occurs(_ rendering: String, in text: String, particles: [String], flexible: Bool = true) -> Bool {
        spelling(of: rendering, in: text, particles: particles, flexible: flexible) != nil
    }

    /// How `text` writes `rendering` where it first stands as a word (`백버튼` for `백 버튼`), nil
    /// when it does not.
    static func spelling(of rendering: String, in text: String, particles: [String], flexible: Bool = true) -> String? {
        ranges(of: rendering, in: text, flexible: flexible).first { standsAlone(rendering, at: $0, in: text, particles: particles) }
            .map { String(text[$0]) }
    }

    /// `text` with each occurrence of `rendering` that stands as a word replaced by a space:
    /// masking the approved ユーザ leaves the variant ユーザー whole, for it to be found.
    static func masking(_ rendering: String, in text: String, particles: [String], flexible: Bool = true) -> String {
        var result = ""
        var copied = text.startIndex
        for range in ranges(of: rendering, in: text, flexible: flexible)
        where range.lowerBound >= copied && standsAlone(rendering, at: range, in: text, particles: particles) {
            result += text[copied..<range.lowerBound]
            result += " "
            copied = range.upperBound
        }
        return copied == text.startIndex ? text : result + text[copied...]
    }

    /// Whether `rendering` is anywhere in `text`, inside a longer word too (알림음, 通知センター),
    /// however a compound of it is spaced or dotted (see `compactForm`).
    static func containsLoosely(_ rendering: String, in text: String) -> Bool {
        guard let compact = compactForm(of: rendering) else { return text.contains(rendering) }
        return !CompactText(text).ranges(of: compact).isEmpty
    }

    /// Where `rendering` is in `text`, first to last. A compound rendering is found however it
    /// is spaced or dotted when `flexible` (`compactForm`): Korean writes 내비게이션 바 and
    /// 내비게이션바, 사이드바 and 사이드 바, for the same word, and Japanese ナビゲーションバー and
    /// ナビゲーション・バー. Not flexible when the glossary tells two of its renderings apart by
    /// that alone.
    static func ranges(of rendering: String, in text: String, flexible: Bool = true) -> [Range<String.Index>] {
        guard !rendering.isEmpty else { return [] }
        if flexible, let compact = compactForm(of: rendering) { return CompactText(text).ranges(of: compact) }
        var found: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while let range = text.range(of: rendering, range: searchStart..<text.endIndex) {
            found.append(range)
            searchStart = text.index(after: range.lowerBound)
        }
        return found
    }

    /// A compound rendering without the separators its words may be written with or without:
    /// Hangul syllables without the spaces between them, katakana without spaces and middle dots.
    /// Nil for any other rendering (one syllable, Latin letters, kanji), which is found as written.
    static func compactForm(of rendering: String) -> [Unicode.Scalar]? {
        let kept = rendering.unicodeScalars.filter { !CompactText.isSeparator($0) }
        guard kept.count >= 2 else { return nil }
        if kept.allSatisfy({ script($0) == .hangul }) || kept.allSatisfy({ script($0) == .katakana }) { return Array(kept) }
        return nil
    }

    /// A text's scalars without the separators `compactForm` drops, each with its place in the text.
    private struct CompactText {
        var scalars: [Unicode.Scalar] = []
        var starts: [String.Index] = []
        var ends: [String.Index] = []

        /// A space or an ideographic space, or the katakana middle dot.
        static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\u{3000}" || scalar == "\u{30FB}"
        }

        init(_ text: String) {
            let view = text.unicodeScalars
            var index = view.startIndex
            var previous: Unicode.Scalar?
            while index < view.endIndex {
                let scalar = view[index]
                let next = view.index(after: index)
                // Dropped only between two Hangul syllables or two katakana: a space between Latin
                // words, or between a word and a number, parts no compound. Where the word after
                // a match really ends is read in the text itself (`standsAlone`).
                if Self.isSeparator(scalar), let previous, next < view.endIndex, script(previous) == script(view[next]),
                   script(previous) == .hangul || script(previous) == .katakana {
                    index = next
                    continue
                }
                scalars.append(scalar)
                starts.append(index)
                ends.append(next)
                previous = scalar
                index = next
            }
        }

        func ranges(of needle: [Unicode.Scalar]) -> [Range<String.Index>] {
            guard !needle.isEmpty, needle.count <= scalars.count else { return [] }
            var found: [Range<String.Index>] = []
            for start in 0...(scalars.count - needle.count) where scalars[start] == needle[0] {
                var matched = true
                for offset in 1..<needle.count where scalars[start + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { found.append(starts[start]..<ends[start + needle.count - 1]) }
            }
            return found
        }
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
