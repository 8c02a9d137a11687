import Foundation
import HIGConventions

/// Records, for every translation, the hash of the English it was last aligned with.
///
/// A translation whose text is unchanged since the previous catalog keeps the hash it had, so
/// when the English moves on the translation is `stale` until a translator touches it. A new or
/// edited translation is taken to render the current English.
enum TranslationFreshness {
    /// Mutates in place: the rules' statements are uniquely held here, so nothing is copied.
    /// Returns each rule's `ContentHash` of its English statement (nil without one), which the
    /// stale check compares with again.
    @discardableResult
    static func apply(to rules: inout [GuidelineRule], previous: RuleCatalog?, lexicons: LexiconSet = .bundled) -> [String?] {
        let tails = CrossReferenceTail(lexicons: lexicons)
        var previousRules: [String: GuidelineRule] = [:]
        for rule in previous?.rules ?? [] where previousRules[rule.id] == nil { previousRules[rule.id] = rule }
        // An unchanged translation now under another rule (its English was replaced or moved above
        // it, in the quote layout) keeps the hash of the English it was made for, found by its
        // text: it renders that English, not the rule it now sits with.
        var previousByText: [ExactText: String?] = [:]
        // Without a cross-reference paragraph at its end: a translation swapped onto a section's
        // last rule takes the section's paragraph with it, and is still the same translation.
        func textKey(_ page: String, _ statement: GuidelineStatement) -> ExactText {
            ExactText(page + "\u{1}" + statement.language + "\u{1}" + TextNormalizer.normalize(statement.text)
                + "\u{1}" + tails.withoutTail(TextNormalizer.normalize(statement.explanation), language: statement.language))
        }
        for rule in previous?.rules ?? [] where rule.statements[.english] != nil {
            for language in rule.languages where language != .english {
                guard let statement = rule.statements[language], let hash = statement.alignedWith else { continue }
                let key = textKey(rule.page, statement)
                // The same text twice on a page says nothing about which English either was made for.
                previousByText[key] = previousByText[key] == nil ? hash : .some(nil)
            }
        }
        let hashes = englishHashes(of: rules)
        let currentHashes = Set(hashes.compactMap { $0 })
        // A catalog written before `ContentHash` folded typography recorded the unfolded hash of
        // the same English: that translation is current, and now records the folded one.
        // So did one written before cross-reference paragraphs were set aside, of the whole explanation.
        func carried(_ hash: String, ofRuleAt index: Int, current: String) -> String {
            guard hash != current else { return hash }
            let earlier = rules[index].statements.withStatement(in: .english) { english in
                ContentHash.unfolded(english) == hash || (english.explanationBeforeCrossReferences != nil && ContentHash.withCrossReferences(english) == hash)
            }
            return earlier == true ? current : hash
        }
        // Translations now on the page by text, counted when first asked for.
        var currentTexts: [ExactText: Int]?
        for index in rules.indices {
            guard let current = hashes[index] else { continue }
            for language in rules[index].languages where language != .english {
                // A translation is copied out only when there is an old one to compare it with.
                if let old = previousRules[rules[index].id].flatMap({ Self.previousStatement(in: language, of: $0, beside: rules[index]) }),
                   let oldHash = old.alignedWith,
                   let translation = rules[index].statements[language],
                   Self.sameWording(old.text, translation.text),
                   Self.sameWording(old.explanation, translation.explanation)
                    // A cross-reference paragraph that came or went with the rule after it is no edit.
                    || tails.sameApartFromTail(TextNormalizer.normalize(old.explanation), TextNormalizer.normalize(translation.explanation),
                                               language: language) {
                    rules[index].statements[language]!.alignedWith = carried(oldHash, ofRuleAt: index, current: current)
                } else if !previousByText.isEmpty, let translation = rules[index].statements[language],
                          case let oldHash?? = previousByText[textKey(rules[index].page, translation)] {
                    // The English it was paired with is still here, unchanged, and alignment chose
                    // this rule on its content (not its place under the English, as a quote is):
                    // the pairing moved, not the English, so it renders its rule as it is.
                    // Unless the rule it was made for keeps it too: a copy pasted under this rule
                    // (`misplaced`), not a pairing that moved.
                    if currentTexts == nil {
                        var counts: [ExactText: Int] = [:]
                        for rule in rules {
                            for other in rule.languages where other != .english {
                                counts[textKey(rule.page, rule.statements[other]!), default: 0] += 1
                            }
                        }
                        currentTexts = counts
                    }
                    let copied = (currentTexts?[textKey(rules[index].page, translation)] ?? 0) > 1
                    let repaired = currentHashes.contains(oldHash) && translation.alignment?.method == .sequence && !copied
                    rules[index].statements[language]!.alignedWith = repaired ? current : carried(oldHash, ofRuleAt: index, current: current)
                } else {
                    rules[index].statements[language]!.alignedWith = current
                }
            }
        }
        return hashes
    }

    /// Whether two versions of a translation's text say the same words: a translator who only
    /// touched punctuation or spacing ("…합니다." → "…합니다!") has not translated the new English.
    static func sameWording(_ old: String, _ new: String) -> Bool {
        let (old, new) = (TextNormalizer.normalize(old), TextNormalizer.normalize(new))
        guard old != new else { return true }
        func words(_ text: String) -> String.UnicodeScalarView {
            String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        }
        return words(old).elementsEqual(words(new))
    }

    /// The previous rule's translation in `language`, or, when the file was renamed to another
    /// form of the language (`ko.md` → `ko-KR.md`), in that form: the same translation under a
    /// new tag, which the current rule no longer has.
    static func previousStatement(in language: LanguageCode, of previous: GuidelineRule, beside current: GuidelineRule) -> GuidelineStatement? {
        if let statement = previous.statements[language] { return statement }
        let forms = previous.languages.filter { $0 != .english && LanguageTag.primarySubtag($0) == LanguageTag.primarySubtag(language) && !current.statements.hasStatement(in: $0) }
        return forms.count == 1 ? previous.statements[forms[0]] : nil
    }

    /// Rules hashed per chunk: enough for both cores to share the work, few enough that each
    /// task is worth starting.
    static let chunkSize = 256

    /// Each rule's `ContentHash` of its English statement (nil without one), on every core: a
    /// hash depends on its own rule only. Statements are read in place, not copied out.
    private static func englishHashes(of rules: [GuidelineRule]) -> [String?] {
        var hashes = [String?](repeating: nil, count: rules.count)
        let chunks = (rules.count + chunkSize - 1) / chunkSize
        hashes.withUnsafeMutableBufferPointer { hashes in
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                for index in chunk * chunkSize..<min(rules.count, (chunk + 1) * chunkSize) {
                    hashes[index] = rules[index].statements.withStatement(in: .english, ContentHash.of)
                }
            }
        }
        return hashes
    }
}
