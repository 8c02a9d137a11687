import GuidelineMarkdown

/// A bold lead that stops inside its sentence while the sentence goes on after a space:
/// "**Keep labels short** so they fit on one line.", "**레이블을 짧게 유지하여** 한 줄에 들어가게
/// 하세요." The writer bolded the part to be seen; the guideline is still the whole sentence, and
/// cut at the bold it would lose its verb or its purpose.
///
/// Text after a space may as well start a new sentence or explain a label ("**Date** Displays …"),
/// so unlike glued text (`GluedBoldContinuation`) the sentence must show that it goes on: after
/// bold in a script with case, a lower-case word; after bold in a script without, a bold that does
/// not end like a sentence (Korean `…하여`, Japanese `…て`, not `…하세요`). And the result must be
/// a statement: the bold reads as a sentence on its own, or the whole sentence speaks in the
/// guideline voice ("**Always** use …").
struct SpacedBoldContinuation {
    let extractor: StatementExtractor

    /// `strong` extended with the rest of its sentence from `rest`, or nil when the sentence does
    /// not go on after the space.
    func extending(_ strong: [MarkdownInline], rest: [MarkdownInline], language: LanguageCode)
        -> (strong: [MarkdownInline], rest: [MarkdownInline])? {
        guard let next = Self.firstLetterAfterSpace(rest) else { return nil }
        let bold = TextNormalizer.normalize(strong.plainText)
        // A bold ending in punctuation closes its lead: "**Title.**", "**Note:**", "**(iOS)**".
        guard let last = bold.last, last.isLetter || last.isNumber, !extractor.lexicons.isCalloutLabel(bold) else { return nil }
        // The bold's own script decides: "**…고려하세요** iOS 13 …" is a Korean sentence that ended.
        if last.isCased {
            guard next.isLowercase else { return nil }
        } else if extractor.endsLikeSentence(bold, language: language) {
            return nil
        }
        let extended = GluedBoldContinuation.continuing(strong, rest: rest)
        guard extractor.readsAsSentence(bold)
                || extractor.speaksInGuidelineVoice(TextNormalizer.normalize(extended.strong.plainText), language: language)
        else { return nil }
        return extended
    }

    /// The first character of `rest` when it is a letter after spaces or a soft line break (the
    /// sentence goes on in the same line of prose), or nil.
    private static func firstLetterAfterSpace(_ rest: [MarkdownInline]) -> Character? {
        var sawSpace = false
        for inline in rest {
            switch inline {
            case .softBreak:
                sawSpace = true
            case .text(let text):
                let content = text.drop(while: \.isWhitespace)
                if content.startIndex != text.startIndex { sawSpace = true }
                guard let first = content.first else { continue }
                return sawSpace && first.isLetter ? first : nil
            default:
                return nil
            }
        }
        return nil
    }
}
