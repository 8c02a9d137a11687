import Foundation
import HIGConventions

/// Compares loanwords across scripts: ナビゲーションバー, 내비게이션 바 and "navigation bar"
/// reduce to the same consonant skeleton (`NBKSNB`).
///
/// Katakana and Hangul are romanised from higc's own tables (`Romanizer`); English is
/// respelled the way Japanese and Korean borrow it (no final r, -tion → -shon, soft c/g), then
/// both sides keep only consonant classes, so vowel and voicing differences fall away.
public enum Transliteration {
    /// Lower-case Latin for `text`, or nil when it cannot be romanised. Hangul and kana use
    /// higc's tables; other scripts (Han has no reading without a dictionary) fall back to ICU.
    public static func romanize(_ text: String) -> String? {
        let romanizer = Romanizer.bundled
        if romanizer.covers(text) { return romanizer.romanize(text) }
        return text.applyingTransform(.toLatin, reverse: false)?
            .applyingTransform(.stripDiacritics, reverse: false)?
            .lowercased()
    }

    /// The consonant skeleton of an English word or phrase as a borrowing language hears it.
    public static func englishSkeleton(_ text: String) -> String {
        var word = text.lowercased().filter { $0.isLetter }
        // A final "gn" has a silent g, and so is borrowed: design → 디자인, デザイン; align → アライン.
        for ending in ["gn", "gns", "gned", "gner", "gners", "gning"] where word.hasSuffix(ending) && word.count > ending.count {
            word.remove(at: word.index(word.endIndex, offsetBy: -ending.count))
            break
        }
        // "dg" before a soft e or i is one sound, borrowed as j alone: widget → 위젯, ウィジェット; badge → 배지.
        for (pattern, replacement) in [("tion", "shon"), ("sion", "shon"), ("ph", "f"), ("ck", "k"), ("th", "s"),
                                       ("qu", "kw"), ("x", "ks"), ("ce", "se"), ("ci", "si"), ("cy", "sy"),
                                       ("dge", "je"), ("dgi", "ji"), ("ge", "je"), ("gi", "ji")] {
            word = word.replacingOccurrences(of: pattern, with: replacement)
        }
        // Non-rhotic: an r before a consonant or at the end is not borrowed (bar → ba, large → laje).
        var kept: [Character] = []
        let characters = Array(word)
        for (index, character) in characters.enumerated() {
            if character == "r", index > 0 {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if next == nil || !"aeiouy".contains(next!) { continue }
            }
            kept.append(character)
        }
        return skeleton(String(kept))
    }

    /// The consonant skeleton of romanised text.
    public static func skeleton(_ romanized: String) -> String {
        var output: [Character] = []
        let characters = Array(romanized.lowercased())
        var index = 0
        var vowelSince = false
        while index < characters.count {
            let character = characters[index]
            var mapped: Character?
            switch character {
            case "b", "v", "p", "f": mapped = "B"
            case "t", "d": mapped = "T"
            case "k", "g", "c", "q": mapped = "K"
            case "s", "z", "j": mapped = "S"
            case "l", "r": mapped = "R"
            case "m": mapped = "M"
            // Before a labial an n is said m (シンプル, 심플 for "simple"; サンプル for "sample").
            case "n" where index + 1 < characters.count && "bpmvf".contains(characters[index + 1]): mapped = "M"
            case "n": mapped = "N"
            default: mapped = nil
            }
            // "ts" (ツ) and "ch" (チ) are one sound.
            if character == "t", index + 1 < characters.count, characters[index + 1] == "s" { mapped = "T"; index += 1 }
            if character == "c", index + 1 < characters.count, characters[index + 1] == "h" { mapped = "S"; index += 1 }
            // Repeated consonants are one (ッ's gemination, "ll", "tt"); the same class again after
            // a vowel is another consonant (popover is B-B-B, as ポップオーバー is).
            if let mapped, !(output.last == mapped && !vowelSince) { output.append(mapped) }
            vowelSince = mapped == nil ? (vowelSince || character.isLetter) : false
            index += 1
        }
        return String(output)
    }

    static func distance(_ lhs: String, _ rhs: String) -> Int {
        EditDistance.between(lhs, rhs)
    }

    /// Whether two skeletons name the same word: long enough to mean something, and close. Up to
    /// four consonants leave no room for a difference: one edit turns 옵션 (BSN) into "button"
    /// (BTN), "action" (KSN) or "vision", and 햅틱 (BTK) into "feedback" (BTBK), so only one
    /// more consonant at the end may differ; from five on, one edit per five consonants.
    public static func skeletonsMatch(_ a: String, _ b: String) -> Bool {
        // Skeletons are ASCII capitals: UTF-8 counts are their lengths, without a walk over `Character`s.
        let (countA, countB) = (a.utf8.count, b.utf8.count)
        guard countA >= 3, countB >= 3 else { return false }
        let longest = max(countA, countB)
        if longest <= 4 {
            // An ending is the one difference short words may have: a plural, a participle or a
            // suffix (옵션 BSN / "options" BSNS, 틴트 / "tinted", 드롭할 / "drop").
            let (short, long) = countA <= countB ? (a, b) : (b, a)
            return short == long || (long.utf8.count == short.utf8.count + 1 && long.utf8.starts(with: short.utf8))
        }
        // The lengths' difference is a lower bound of the distance: most pairs end here.
        let allowed = max(1, longest / 5)
        return abs(countA - countB) <= allowed && distance(a, b) <= allowed
    }
}
