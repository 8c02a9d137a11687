/// Pairs a list of English guidelines with the list that translates it, item by item.
///
/// Extraction pairs a translation with the English statement right before it. A page that
/// translates a whole list at once (`- **Use …**` `- **Don't …**`, then `> - **…사용하세요.**`
/// `> - **…마세요.**`) puts the first translated item after the *last* English item, and the
/// other translated items after no English at all; pairing them by what comes before crosses
/// them. When as many translated statements in list items follow a run of English statements in
/// list items (nested lists included) as that run holds, under the same heading and with nothing
/// else between, the nth translation belongs to the nth English statement. When their numbers
/// differ, the first translated item is not left with the last English one: alignment pairs them all.
enum ListTranslationRuns {
    /// What the regrouping needs to know of a group of statements.
    struct GroupShape {
        /// The language of the statement that opened the group.
        var opening: LanguageCode
        /// Whether the group may take part (a guideline group, not tentative).
        var eligible: Bool
        /// For each statement of the group, the list its item belongs to (`nil`: not in a list).
        var lists: [LanguageCode: Int?]
        /// The headings the group's opening statement sits under: a run never crosses one.
        var headingPath: [String]
    }

    /// A translation to take from group `from` into group `to`, or, when `to` is nil, into a group
    /// of its own right after `from`, for alignment to pair by its content.
    struct Move: Equatable {
        var language: LanguageCode
        var from: Int
        var to: Int?
    }

    static func moves(in groups: [GroupShape]) -> [Move] {
        var moves: [Move] = []
        var start = 0
        while start < groups.count {
            guard isEnglishListItem(groups[start]) else {
                start += 1
                continue
            }
            let headings = groups[start].headingPath
            // The run: consecutive English list items under one heading, none translated but maybe the last.
            var end = start + 1
            while end < groups.count, isEnglishListItem(groups[end]), groups[end].headingPath == headings,
                  groups[end - 1].lists.count == 1 {
                end += 1
            }
            let runLength = end - start
            // Translation-only groups after the run: one statement each, in a list item.
            var after = end
            while after < groups.count, groups[after].eligible, groups[after].opening != .english,
                  groups[after].lists.count == 1, case .some(.some) = groups[after].lists.first?.value {
                after += 1
            }
            let last = end - 1
            var languages = Set(groups[end..<after].map(\.opening))
            languages.formUnion(groups[last].lists.keys.filter { $0 != .english })
            for language in languages.sorted() {
                var sequence: [Int] = []
                if case .some(.some) = groups[last].lists[language] { sequence.append(last) }
                sequence += (end..<after).filter { groups[$0].opening == language }
                guard sequence.count == runLength, runLength >= 2 else {
                    // A translated list of another length: its first item joined the last English
                    // item only by coming after it. Which rule each item renders is alignment's call.
                    if sequence.first == last, sequence.count >= 2 {
                        moves.append(Move(language: language, from: last, to: nil))
                    }
                    continue
                }
                for (offset, group) in sequence.enumerated() where group != start + offset {
                    moves.append(Move(language: language, from: group, to: start + offset))
                }
            }
            start = after > end ? after : end
        }
        return moves
    }

    /// Whether a group is opened by an English statement in a list item and may take part.
    private static func isEnglishListItem(_ group: GroupShape) -> Bool {
        guard group.eligible, group.opening == .english, case .some(.some) = group.lists[.english] else { return false }
        return true
    }
}
