/// How a language bounds a count, and whether the bound includes its number: "more than two"
/// excludes two, "3개 이상" and "3つ以上" include three. Translators turn one into the other,
/// so "more than two" / "3개 이상" state the same limit with numbers one apart.
///
/// Where both lists of a side match ("no more than" holds "more than"), the inclusive one is the
/// reading: the exclusive phrases are the shorter, more general ones.
public struct NumberBounds: Hashable, Sendable, Codable {
    /// Before or after a number, exclusive from above: "more than", "over", 초과, より多い.
    public var exclusiveAbove = PhraseList()
    /// Exclusive from below: "fewer than", "less than", 미만, 未満.
    public var exclusiveBelow = PhraseList()
    /// Inclusive from above: "at least", "or more", 이상, 以上.
    public var inclusiveAbove = PhraseList()
    /// Inclusive from below: "at most", "no more than", 이하, 以下.
    public var inclusiveBelow = PhraseList()
    /// Bounds whose inclusion writers do not mean exactly ("under 12 characters" for at most 12,
    /// rendered 「12文字以内」): a translation that includes the number keeps their limit.
    public var approximate = PhraseList()

    public init() {}

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exclusiveAbove = try container.decodeIfPresent(PhraseList.self, forKey: .exclusiveAbove) ?? PhraseList()
        exclusiveBelow = try container.decodeIfPresent(PhraseList.self, forKey: .exclusiveBelow) ?? PhraseList()
        inclusiveAbove = try container.decodeIfPresent(PhraseList.self, forKey: .inclusiveAbove) ?? PhraseList()
        inclusiveBelow = try container.decodeIfPresent(PhraseList.self, forKey: .inclusiveBelow) ?? PhraseList()
        approximate = try container.decodeIfPresent(PhraseList.self, forKey: .approximate) ?? PhraseList()
    }

    /// The kinds of bound `text` states.
    func bounds(in text: String) -> Set<NumberBound> {
        var found: Set<NumberBound> = []
        let atLeast = inclusiveAbove.matches(normalising: text)
        let atMost = inclusiveBelow.matches(normalising: text)
        if atLeast { found.insert(.inclusiveAbove) }
        if atMost { found.insert(.inclusiveBelow) }
        if !atMost, exclusiveAbove.matches(normalising: text) { found.insert(.exclusiveAbove) }
        if !atLeast, exclusiveBelow.matches(normalising: text) { found.insert(.exclusiveBelow) }
        return found
    }

    /// Whether a bound phrase `text` holds says no itself ("넘지 않", 「超えない」, "no more than"):
    /// the negation a statement reads there is the bound's, and turns nothing around.
    func carriesNegation(in text: String, negation: PhraseList, markers: PhraseList) -> Bool {
        let normalised = LexiconText.normalise(text)
        for list in [exclusiveAbove, exclusiveBelow, inclusiveAbove, inclusiveBelow] {
            for phrase in list.contains where SimpleText.bytesContain(normalised, phrase) {
                if negation.match(phrase) != nil || markers.match(phrase) != nil { return true }
            }
        }
        return false
    }

    /// Whether `english` bounding `englishValue` and `translation` bounding `translatedValue`
    /// state one limit: "more than 2" is "3 or more", "fewer than 3" is "2 or fewer".
    static func sameLimit(english: Set<NumberBound>, _ englishValue: Int,
                          translation: Set<NumberBound>, _ translatedValue: Int) -> Bool {
        switch translatedValue - englishValue {
        case 1:
            return (english.contains(.exclusiveAbove) && translation.contains(.inclusiveAbove))
                || (english.contains(.inclusiveBelow) && translation.contains(.exclusiveBelow))
        case -1:
            return (english.contains(.inclusiveAbove) && translation.contains(.exclusiveAbove))
                || (english.contains(.exclusiveBelow) && translation.contains(.inclusiveBelow))
        default:
            return false
        }
    }
}

/// A kind of bound on a count (`NumberBounds`).
enum NumberBound: Hashable {
    case exclusiveAbove, exclusiveBelow, inclusiveAbove, inclusiveBelow

    /// Whether the bound is a floor ("more than", "at least") rather than a ceiling.
    var isAbove: Bool { self == .exclusiveAbove || self == .inclusiveAbove }

    /// What a request with this bound asks for when it forbids ("Don't show more than 3" asks
    /// for 3 or fewer): the complement.
    var negated: NumberBound {
        switch self {
        case .exclusiveAbove: return .inclusiveBelow
        case .inclusiveAbove: return .exclusiveBelow
        case .exclusiveBelow: return .inclusiveAbove
        case .inclusiveBelow: return .exclusiveAbove
        }
    }

    /// The bound on `value` in words, for findings: "more than 3", "3 or more".
    func describing(_ value: String) -> String {
        switch self {
        case .exclusiveAbove: return "more than \(value)"
        case .inclusiveAbove: return "\(value) or more"
        case .exclusiveBelow: return "fewer than \(value)"
        case .inclusiveBelow: return "\(value) or fewer"
        }
    }
}
