/// Pairs a list of English guidelines with the list that translates it, item by item.
///
/// Extraction pairs a translation with the English statement right before it. A page that
/// translates a whole list at once (`- **Use …**` `- **Don't …**`, then `> - **…사용하세요.**`
/// `> - **…마세요.**`) puts the first translated item after the *last* English item, and the
/// other translated items after no English at all; pairing them by what comes before crosses
/// them. When as many translated statements in list items follow a run of English statements in
/// list items as that run holds, and nothing else comes between, the nth translation belongs to
/// the nth English statement.
enum ListTranslationRuns {
    /// What the regrouping needs to know of a group of statements.
    struct GroupShape {
        /// The language of the statement that opened the group.
        var opening: LanguageCode
        /// Whether the group may take part (a guideline group, not tentative).
        var eligible: Bool
        /// For each statement of the group, the list its item belongs to (`nil`: not in a list).
        var lists: [LanguageCode: Int?]
    }

    /// A translation to take from group `from` into group `to`.
    struct Move: Equatable {
        var language: LanguageCode
        var from: Int
        var to: Int
    }

    static func moves(in groups: [GroupShape]) -> [Move] {
        var moves: [Move] = []
        var start = 0
        while start < groups.count {
            guard let englishList = englishListItem(groups[start]) else {
                start += 1
                continue
            }
            // The run: consecutive English list items of one list, none translated but maybe the last.
            var end = start + 1
            while end < groups.count, englishListItem(groups[end]) == englishList,
                  groups[end - 1].lists.count == 1 {
                end += 1
            }
            let runLength = end - start
            guard runLength >= 2 else {
                start = end
                continue
            }
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
                var sequence: [(group: Int, list: Int?)] = []
                if let list = groups[last].lists[language] { sequence.append((last, list)) }
                for index in end..<after where groups[index].opening == language {
                    sequence.append((index, groups[index].lists[language]!))
                }
                guard sequence.count == runLength, let list = sequence.first?.list,
                      sequence.allSatisfy({ $0.list == list }) else { continue }
                for (offset, item) in sequence.enumerated() where item.group != start + offset {
                    moves.append(Move(language: language, from: item.group, to: start + offset))
                }
            }
            start = after > end ? after : end
        }
        return moves
    }

    /// The list of a group opened by an English statement in a list item, if it may take part.
    private static func englishListItem(_ group: GroupShape) -> Int? {
        guard group.eligible, group.opening == .english, case .some(.some(let list)) = group.lists[.english] else { return nil }
        return list
    }
}
