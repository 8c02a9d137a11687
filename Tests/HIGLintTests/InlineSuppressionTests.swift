import HIGGeneratedRules
import HIGLint
import HIGRules
import Testing

/// `// higlint:disable …` comments, as SwiftLint users write `// swiftlint:disable …`.
@Suite struct InlineSuppressionTests {
    static let crowding = NavigationBars.AvoidCrowdingNavigationBarTooManyControls.description.identifier
    static let alpha = Uinavigationcontroller.FrameBoundsAlpha.description.identifier
    static let crowded = "navigationItem.rightBarButtonItems = [shareItem, favoriteItem]"
    static let transparent = "navigationController?.navigationBar.alpha = 0"

    /// `rule@line` for every violation in `source`.
    static func reported(_ source: String) throws -> [String] {
        try Linter().lint(source: source, path: "A.swift").map { "\($0.ruleIdentifier)@\($0.location.line)" }
    }

    static func notices(_ source: String) throws -> [String] {
        try Linter().lintResult(source: source, path: "A.swift").notices.map(\.description)
    }

    @Test func disableAndEnableBoundARegionForTheRulesTheyName() throws {
        let source = """
            \(Self.crowded)
            // higlint:disable \(Self.crowding)
            \(Self.crowded)
            \(Self.transparent)
            // higlint:enable \(Self.crowding)
            \(Self.crowded)

            """
        #expect(try Self.reported(source) == ["\(Self.crowding)@1", "\(Self.alpha)@4", "\(Self.crowding)@6"])
    }

    @Test func nextThisAndPreviousSuppressOneLine() throws {
        let source = """
            // higlint:disable:next \(Self.crowding)
            \(Self.crowded)
            \(Self.crowded)
            \(Self.crowded) // higlint:disable:this \(Self.crowding)
            \(Self.crowded)
            // higlint:disable:previous \(Self.crowding) - the design team asked for both
            \(Self.crowded)

            """
        #expect(try Self.reported(source) == ["\(Self.crowding)@3", "\(Self.crowding)@7"])
    }

    @Test func allAndPagesCoverEveryRuleTheyHoldAndTheLatestCommentWins() throws {
        let source = """
            // higlint:disable all
            \(Self.crowded)
            \(Self.transparent)
            // higlint:enable navigation-bars
            \(Self.crowded)
            \(Self.transparent)
            // higlint:enable all
            \(Self.transparent)

            """
        #expect(try Self.reported(source) == ["\(Self.crowding)@5", "\(Self.alpha)@8"])
    }

    @Test func aRegionStartsWhereItsCommentStands() throws {
        // A trailing `disable` covers what follows it, not the code before it on its line.
        let source = """
            \(Self.crowded) // higlint:disable \(Self.crowding)
            \(Self.crowded)

            """
        #expect(try Self.reported(source) == ["\(Self.crowding)@1"])
    }

    @Test func onlyCommentsAreCommands() throws {
        let source = """
            let note = "// higlint:disable all"
            /// higlint:disable all
            \(Self.crowded)

            """
        #expect(try Self.reported(source) == ["\(Self.crowding)@3"])
        #expect(try Self.notices(source).isEmpty)
    }

    @Test func unknownRuleIdsAreWarnedAboutWithTheClosestIdAndTheKnownOnesStillApply() throws {
        let typo = String(Self.crowding.dropLast()) // "…-too-many-control"
        let source = """
            // higlint:disable:next \(typo) \(Self.alpha)
            \(Self.transparent)
                // higlint:disable:this navigation-bar
            // higlint:disable no-such-rule-anywhere
            // higlint:disabel \(Self.crowding)
            // higlint:enable
            // higlint: a remark about higlint, not a command

            """
        #expect(try Self.reported(source).isEmpty)
        #expect(try Self.notices(source) == [
            "A.swift:1:1: warning: higlint:disable:next: no rule or page '\(typo)' in the catalog; did you mean '\(Self.crowding)'?",
            "A.swift:3:5: warning: higlint:disable:this: no rule or page 'navigation-bar' in the catalog; did you mean 'navigation-bars'?",
            "A.swift:4:1: warning: higlint:disable: no rule or page 'no-such-rule-anywhere' in the catalog (see `higlint rules`)",
            "A.swift:5:1: warning: unknown command 'higlint:disabel'; expected disable or enable, optionally with :next, :this or :previous",
            "A.swift:6:1: warning: higlint:enable names no rule; list rule ids, pages or all",
        ])
    }
}
