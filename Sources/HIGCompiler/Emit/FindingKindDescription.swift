/// One-line explanations of each finding kind, in the words a translator uses. Shared by the
/// review page legend, SARIF rule metadata and `higc explain`, so the three never disagree.
public enum FindingKindDescription {
    public static func summary(_ kind: FindingKind) -> String {
        switch kind {
        case .missing: return "An English guideline has no statement in a language its page is translated into."
        case .extra: return "A translated statement pairs with no English guideline on a page that has English."
        case .unmarked: return "The translation exists but is not bold while the English statement is."
        case .anchorMismatch: return "Numbers, link targets, API symbols or code differ between the English rule and its translation."
        case .inconsistent: return "One English sentence is translated differently in two places."
        case .terminology: return "A glossary term is rendered off-glossary, where the rendering stands."
        case .modality: return "An imperative or prohibition is rendered as a plain statement, a prohibition as a suggestion or mere advice, or a requirement as a thing to consider."
        case .polarity: return "Negation is present in one statement and not the other."
        case .meaning: return "A sentence of the explanation says the opposite of the English sentence it translates."
        case .stale: return "The English changed since the translation was made, and the translation did not."
        case .misplaced: return "The translation under a rule was made for another rule of the catalog (swapped or pasted), as the previous catalog shows."
        }
    }

    /// What a translator does about a finding of `kind`.
    public static func remedy(_ kind: FindingKind) -> String {
        switch kind {
        case .missing: return "Translate the English statement, in bold, where its neighbours' translations are."
        case .extra: return "Remove the statement, or restore the English guideline it translates."
        case .unmarked: return "Make the translated lead sentence bold, as the English one is."
        case .anchorMismatch: return "Bring the numbers, links, symbols or code of the translation in line with the English."
        case .inconsistent: return "Translate the sentence the same way in both places, or reword one English sentence."
        case .terminology: return "Use the glossary's approved term, or one rendering of the term throughout the page."
        case .modality: return "Ask as the English asks: an imperative for a requirement, a prohibition for \"don't\"."
        case .polarity: return "Add or remove the negation so that the translation says what the English says."
        case .meaning: return "Retranslate the explanation sentence so that it no longer says the opposite."
        case .stale: return "Update the translation to the current English (the finding quotes the old and new wording, the changelog keeps them); touching only punctuation or spacing does not count. If the translation is still right, record that with `higc compile --mark-reviewed RULE@LANGUAGE`."
        case .misplaced: return "Move the translation back under the rule it was made for, and translate this rule."
        }
    }

    /// A short title: `anchor-mismatch` → "Anchor mismatch".
    public static func title(_ kind: FindingKind) -> String {
        let words = kind.rawValue.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
