/// `anchor-mismatch`: numbers, link targets, API symbols or code (spans and samples, without their
/// comments) differ between the English rule (statement + explanation) and its translation. Code
/// one side writes as a span and the other as plain text is the same code.
///
/// Digits are required on both sides; a number word counts as the digit ("three" = 3), so
/// "more than three" ≈ "3개보다 많은". Number words alone are compared only when both sides have
/// some ("two panes" / "세 개의 패널"): a translation often drops them or says "both", and one is
/// never compared, since "a", "한", "一つ" read as one far more often than they count. For the same
/// reason a digit 1 without a counterpart is not reported: "a day" is 「１日」, "once" is 1回, and
/// the other side's "a" or "once" is never counted to match it. A limit said inclusively on one
/// side and exclusively on the other ("more than two" / "3개 이상", "fewer than 3" / "2つ以下";
/// lexicons' `numberBounds`) is one limit, though its numbers are one apart.
///
/// A section's cross-reference paragraph ("For developer guidance, see …") joins whichever rule
/// comes last (`GuidelineStatement.crossReferenceURLs`). Its link and the symbols only it names
/// are no difference where the other side of the page carries them in such a paragraph too: a
/// translation that dropped the last rule hands the paragraph to the rule before it.
struct AnchorMismatchCheck: DriftCheck {
    func findings(in context: CheckContext) -> [AlignmentFinding] {
        let numbers = context.numberExtractor
        // A rule's translations come one after another: its English anchors are read once.
        var englishAnchors: (rule: String, anchors: AnchorSet)?
        var englishMeasures: (rule: String, measures: [MeasurementUnits.Measure])?
        return context.translationPairs().compactMap { rule, english, translation in
            // A translation made for another rule renders that rule: `misplaced` says so.
            guard context.misplaced.owner(ofTranslationUnder: rule.id, in: translation.language) == nil else { return nil }
            let e: AnchorSet
            if let cached = englishAnchors, cached.rule == rule.id {
                e = cached.anchors
            } else {
                e = AnchorSet(statement: english, numberExtractor: numbers, localeSegments: context.lexicons.linkLocales, readingUnits: false)
                englishAnchors = (rule.id, e)
            }
            let t = AnchorSet(statement: translation, numberExtractor: numbers, localeSegments: context.lexicons.linkLocales, readingUnits: false)
            var differences: [String] = []
            // Filtered lazily: a filtered `Set` would hash every kept number into a new set only to sort it.
            // (Sorting even an empty filter allocates: most statements hold no digits.)
            var missingNumbers = e.digits.isEmpty ? [] : e.digits.lazy.filter { $0 != "1" && !t.numbers.contains($0) }.sorted()
            var addedNumbers = t.digits.isEmpty ? [] : t.digits.lazy.filter { $0 != "1" && !e.numbers.contains($0) }.sorted()
            let englishWords = e.numbers.count > e.digits.count ? e.numbers.filter { $0 != "1" && !e.digits.contains($0) } : []
            let translatedWords = t.numbers.count > t.digits.count ? t.numbers.filter { $0 != "1" && !t.digits.contains($0) } : []
            if !englishWords.isEmpty, !translatedWords.isEmpty {
                missingNumbers = (missingNumbers + englishWords.filter { !t.numbers.contains($0) }).sorted()
                addedNumbers = (addedNumbers + translatedWords.filter { !e.numbers.contains($0) }).sorted()
            } else if !addedNumbers.isEmpty, missingNumbers.isEmpty, !englishWords.isEmpty {
                // Once a digit differs, the number the English wrote as a word is what it replaced
                // ("four tabs" / "３つのタブ"): the message names both sides. (When a digit replaced
                // a digit, "30%" / "50%", that is the change, and the words are no part of it.)
                missingNumbers = (missingNumbers + englishWords.filter { !t.numbers.contains($0) }).sorted()
            } else if !missingNumbers.isEmpty, addedNumbers.isEmpty, !translatedWords.isEmpty {
                addedNumbers = (addedNumbers + translatedWords.filter { !e.numbers.contains($0) }).sorted()
            }
            // The bounds set on `value` by the sentences of `statement` that hold it: the bound must
            // stand in a sentence with its number, as "three or more" / "4개 이상" are two limits
            // however the rest of the rule bounds other counts.
            func bounds(of value: String, in statement: GuidelineStatement, statementsOnly: Bool) -> Set<NumberBound> {
                let lexicon = context.lexicons.lexicon(statement.language)
                let text = statementsOnly ? statement.text : statement.text + " " + statement.explanation
                var found: Set<NumberBound> = []
                for sentence in SentenceSplitter.sentences(text)
                where numbers.numbers(in: sentence, language: statement.language).contains(value) {
                    found.formUnion(lexicon.numberBounds.bounds(in: sentence))
                }
                return found
            }
            // "more than two" / "3개 이상": one limit, said with and without its number.
            func sameLimit(_ englishNumbers: [String], _ translatedNumbers: [String], statementsOnly: Bool = false) -> Bool {
                guard englishNumbers.count == 1, translatedNumbers.count == 1, let englishValue = Int(englishNumbers[0]),
                      let translatedValue = Int(translatedNumbers[0]), abs(translatedValue - englishValue) == 1 else { return false }
                // Only counts come in whole steps: "longer than 2 seconds" is not "3 seconds or more".
                let measured = context.lexicons.lexicon(.english).measurementUnits
                    .measures(in: statementsOnly ? english.text : english.text + "\n" + english.explanation)
                guard !measured.contains(where: { $0.number == englishNumbers[0] }) else { return false }
                return NumberBounds.sameLimit(english: bounds(of: englishNumbers[0], in: english, statementsOnly: statementsOnly), englishValue,
                                              translation: bounds(of: translatedNumbers[0], in: translation, statementsOnly: statementsOnly),
                                              translatedValue)
            }
            var limitRestated = false
            if sameLimit(missingNumbers, addedNumbers) {
                missingNumbers = []
                addedNumbers = []
                limitRestated = true
            } else if !addedNumbers.isEmpty || !missingNumbers.isEmpty {
                // Beside another change, a limit restated is still no change of its own ("more than
                // one" / "두 개 이상" next to 10 → 12 points): only the changed number is named. So
                // is one beside the other side of the same count ("more than three … three or fewer"
                // / 「４つ以上…３つ以下」), where the English number is in the translation too, or
                // beside the limit's other wording in the English ("more than four … five or more"
                // / "다섯 개 이상"), where the translation's number is in the English: unless a
                // number was added, which is what the missing one became ("three or more" / "4개
                // 이상" beside "more than two" / "두 개보다 많은").
                for added in addedNumbers {
                    guard let value = Int(added), let restated = [value - 1, value + 1].map(String.init).first(where: { candidate in
                        e.numbers.contains(candidate) && sameLimit([candidate], [added])
                    }) else { continue }
                    addedNumbers.removeAll { $0 == added }
                    missingNumbers.removeAll { $0 == restated }
                }
                for missing in missingNumbers where addedNumbers.isEmpty {
                    guard let value = Int(missing), [value - 1, value + 1].map(String.init).contains(where: { candidate in
                        t.numbers.contains(candidate) && sameLimit([missing], [candidate])
                    }) else { continue }
                    missingNumbers.removeAll { $0 == missing }
                }
            }
            // Another number in the statement: "use 2-button alerts" rendered as 「３ボタン」, the
            // explanation's "3 or more" keeping the set whole, or 「16ビット」 for "8-bit" while the
            // explanation still says 8 (only 16 is added). The message names the statement's
            // numbers, and those it explains are no longer listed as added or missing. Only a substitution within both
            // statements counts: a translation may move a number between its statement and its
            // explanation.
            // (A number missing and another added say the same already: they stay as they are.)
            if !limitRestated, missingNumbers.isEmpty || addedNumbers.isEmpty, !e.numbers.isEmpty, !t.numbers.isEmpty {
                let englishStated = Set(numbers.numbers(in: english.text, language: .english)).subtracting(["1"])
                let translatedStated = Set(numbers.numbers(in: translation.text, language: translation.language)).subtracting(["1"])
                let (gone, new) = (englishStated.subtracting(translatedStated), translatedStated.subtracting(englishStated))
                if !gone.isEmpty, !new.isEmpty, !sameLimit(gone.sorted(), new.sorted(), statementsOnly: true) {
                    differences.append("numbers of the statement: \(gone.sorted().joined(separator: ", ")) in English, "
                                       + "\(new.sorted().joined(separator: ", ")) in the translation")
                    missingNumbers.removeAll(where: gone.contains)
                    addedNumbers.removeAll(where: new.contains)
                }
            }
            // The same number, bounded another way ("more than three" / 「3つ以上」, "at least 44" /
            // "44 이하"): the limit moved. A prohibition asks for the complement of its bound
            // ("Don't show more than 3" asks for 3 or fewer, as "3개 이하로 표시하세요" does). Read
            // only where each side bounds the number once, in the statement.
            if missingNumbers.isEmpty, addedNumbers.isEmpty, !limitRestated, !e.digits.isEmpty || !e.numbers.isEmpty {
                let stated = Set(numbers.numbers(in: english.text, language: .english)).subtracting(["1"])
                    .intersection(numbers.numbers(in: translation.text, language: translation.language))
                for value in stated.sorted(by: { (Int($0) ?? 0, $0) < (Int($1) ?? 0, $1) }) {
                    let englishBounds = bounds(of: value, in: english, statementsOnly: true)
                    let translatedBounds = bounds(of: value, in: translation, statementsOnly: true)
                    guard englishBounds.count == 1, translatedBounds.count == 1, var englishBound = englishBounds.first,
                          var translatedBound = translatedBounds.first else { continue }
                    // A negation the bound phrase holds ("넘지 않", 「超えない」) is the bound's own.
                    func asked(_ bound: NumberBound, by statement: GuidelineStatement) -> NumberBound {
                        let lexicon = context.lexicons.lexicon(statement.language)
                        guard statement.negated, !lexicon.numberBounds.carriesNegation(
                            in: statement.text, negation: lexicon.negation, markers: lexicon.negationMarkers) else { return bound }
                        return bound.negated
                    }
                    englishBound = asked(englishBound, by: english)
                    translatedBound = asked(translatedBound, by: translation)
                    guard englishBound != translatedBound else { continue }
                    // "under 12 characters" / 「12文字以内」: the same limit, loosely said.
                    if englishBound.isAbove == translatedBound.isAbove,
                       context.lexicons.lexicon(.english).numberBounds.approximate.matches(normalising: english.text) { continue }
                    differences.append("limit changed: English asks for \(englishBound.describing(value)), "
                                       + "the translation for \(translatedBound.describing(value))")
                }
            }
            if !e.digits.isEmpty, !t.digits.isEmpty {
                // A rule's English measures are read once, for all its translations.
                if englishMeasures?.rule != rule.id {
                    englishMeasures = (rule.id, context.lexicons.lexicon(.english).measurementUnits
                        .measures(in: english.text + "\n" + english.explanation))
                }
                describeUnits(englishMeasures!.measures, translation, context: context, into: &differences)
            }
            // A measure converted to another unit ("within 0.1 seconds" / 「100ミリ秒以内」,
            // "200 ms" / 「0.2秒」): the same quantity, its numbers no difference.
            if !missingNumbers.isEmpty, !addedNumbers.isEmpty {
                let englishLexicon = context.lexicons.lexicon(.english)
                let magnitudes = englishLexicon.unitMagnitudes
                let translatedUnits = context.lexicons.lexicon(translation.language).measurementUnits
                if !magnitudes.isEmpty, !translatedUnits.isEmpty {
                    let ours = englishLexicon.measurementUnits.measures(in: english.text + "\n" + english.explanation)
                    let theirs = translatedUnits.measures(in: translation.text + "\n" + translation.explanation)
                    for mine in ours where missingNumbers.contains(mine.number) {
                        guard let value = Double(mine.number), let (base, scale) = magnitudes[mine.unit]?.first else { continue }
                        for other in theirs where other.unit != mine.unit && addedNumbers.contains(other.number) {
                            guard let otherValue = Double(other.number), let otherScale = magnitudes[other.unit]?[base],
                                  abs(value * scale - otherValue * otherScale) <= 1e-9 * max(abs(value * scale), 1) else { continue }
                            missingNumbers.removeAll { $0 == mine.number }
                            addedNumbers.removeAll { $0 == other.number }
                        }
                    }
                }
            }
            // A rank or a month the English names in a word, stated with digits ("secondary
            // buttons" / 「2番目に重要なボタン」, "the bottom third" / "하단 3분의 1", "“Jan” and
            // “Feb”" / "“1월”, “2월”").
            if !addedNumbers.isEmpty {
                let englishText = english.text + " " + english.explanation
                let named = numbers.ordinalNumbers(in: englishText, language: .english)
                    .union(numbers.namedMonths(in: englishText, language: .english))
                addedNumbers.removeAll(where: named.contains)
            }
            if !missingNumbers.isEmpty { differences.append("numbers missing: \(missingNumbers.joined(separator: ", "))") }
            if !addedNumbers.isEmpty { differences.append("numbers added: \(addedNumbers.joined(separator: ", "))") }
            // A link to the same page's other section is a changed link too.
            var missingLinks = AnchorSet.links(e.urls, unmatchedIn: t.urls).map { e.writtenURLs[$0] ?? $0 }
                + (e.fragments.isEmpty || t.fragments.isEmpty ? [] : AnchorSet.sectionLinks(e, unmatchedIn: t))
            var addedLinks = AnchorSet.links(t.urls, unmatchedIn: e.urls).map { t.writtenURLs[$0] ?? $0 }
                + (e.fragments.isEmpty || t.fragments.isEmpty ? [] : AnchorSet.sectionLinks(t, unmatchedIn: e))
            var (englishSymbols, translatedSymbols) = (e.symbols, t.symbols)
            if let page = context.crossReferences.page(rule.page) {
                // A cross-reference the other side of the page carries in a paragraph of its own too.
                let translated = page[translation.language] ?? .init(), carried = page[.english] ?? .init()
                missingLinks.removeAll { english.crossReferenceURLs.contains($0) && translated.urls.contains($0) }
                addedLinks.removeAll { translation.crossReferenceURLs.contains($0) && carried.urls.contains($0) }
                englishSymbols.subtract(english.crossReferenceSymbols.filter(translated.symbols.contains))
                translatedSymbols.subtract(translation.crossReferenceSymbols.filter(carried.symbols.contains))
            }
            if !missingLinks.isEmpty { differences.append("links missing: \(missingLinks.joined(separator: ", "))") }
            if !addedLinks.isEmpty { differences.append("links added: \(addedLinks.joined(separator: ", "))") }
            describe(englishSymbols, translatedSymbols, "API symbols", into: &differences)
            // Code the other side writes as plain text ("UITableViewDataSource" without backticks,
            // as text pasted from rendered documentation is) is the same code.
            func writes(_ code: String, _ statement: GuidelineStatement) -> Bool {
                !code.contains("\n") && (SimpleText.bytesContain(statement.text, code) || SimpleText.bytesContain(statement.explanation, code))
            }
            describe(e.code.filter { t.code.contains($0) || !writes($0, translation) },
                     t.code.filter { e.code.contains($0) || !writes($0, english) }, "code", into: &differences)
            guard !differences.isEmpty else { return nil }
            return AlignmentFinding(kind: .anchorMismatch, rule: rule.id, language: translation.language, page: rule.page,
                                    message: differences.joined(separator: "; "), source: translation.source, related: [english.source])
        }
    }

    /// A number both sides measure, in units that differ ("44 pt" / "44픽셀", "4 hours" /
    /// 「4分」): lexicons' `measurementUnits`. A number one side writes without a unit, or with
    /// a word no lexicon lists, is not compared.
    private func describeUnits(_ englishMeasures: [MeasurementUnits.Measure], _ translation: GuidelineStatement, context: CheckContext,
                               into differences: inout [String]) {
        let translatedUnits = context.lexicons.lexicon(translation.language).measurementUnits
        guard !englishMeasures.isEmpty, !translatedUnits.isEmpty else { return }
        let translatedMeasures = translatedUnits.measures(in: translation.text + "\n" + translation.explanation)
        var changes: [String] = []
        for number in Set(englishMeasures.map(\.number)).sorted(by: { (Double($0) ?? 0, $0) < (Double($1) ?? 0, $1) }) {
            let theirs = translatedMeasures.filter { $0.number == number }
            guard !theirs.isEmpty else { continue }
            let ours = englishMeasures.filter { $0.number == number }
            guard Set(ours.map(\.unit)).isDisjoint(with: theirs.map(\.unit)) else { continue }
            changes.append("\(number) \(ours[0].written) in English, \(number) \(theirs[0].written) in the translation")
        }
        if !changes.isEmpty { differences.append("unit changed: \(changes.joined(separator: "; "))") }
    }

    private func describe(_ english: Set<String>, _ translation: Set<String>, _ name: String, into differences: inout [String]) {
        // Most statements name no symbols and no code: nothing to filter and sort (which allocates even when empty).
        guard !english.isEmpty || !translation.isEmpty else { return }
        let missing = english.lazy.filter { !translation.contains($0) }.sorted()
        let added = translation.lazy.filter { !english.contains($0) }.sorted()
        if !missing.isEmpty { differences.append("\(name) missing: \(missing.joined(separator: ", "))") }
        if !added.isEmpty { differences.append("\(name) added: \(added.joined(separator: ", "))") }
    }
}
