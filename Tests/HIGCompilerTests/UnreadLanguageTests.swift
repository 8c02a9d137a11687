@testable import HIGCompiler
import Testing

/// A translation in a language higc has no lexicon for is paired and compared on what any
/// language shares (numbers, links, code), never on negation or force, which it cannot read:
/// one warning names the language instead of a `polarity` finding on every prohibition.
@Suite struct UnreadLanguageTests {
    @Test func aLanguageWithoutALexiconHasNoPolarityOrModalityFindingsAndOneWarning() throws {
        let compilation = CompileRun.compile([
            "buttons/page.md": """
                # Buttons

                **Don't hide the back button.** People rely on it to go back.

                **Use a clear label.** People need to know what a button does.

                """,
            "buttons/fr.md": """
                # Boutons

                **Ne masquez pas le bouton de retour.** Les gens en dépendent pour revenir en arrière.

                **Utilisez une étiquette claire.** Les gens doivent savoir ce que fait un bouton.

                """,
            "toolbars/page.md": "# Toolbars\n\n**Never hide the toolbar.** People rely on it.\n",
            "toolbars/fr.md": "# Barres d'outils\n\n**Ne masquez jamais la barre d'outils.** Les gens en dépendent.\n",
        ])
        let kinds = compilation.report.findings.map(\.kind)
        #expect(!kinds.contains(.polarity) && !kinds.contains(.modality) && !kinds.contains(.meaning), "\(compilation.report.findings.map(\.message))")
        let warnings = compilation.diagnostics.filter { $0.message.contains("no lexicon for `fr`") }
        #expect(warnings.map(\.file) == ["buttons/fr.md"], "one warning, at the language's first file")
    }

    @Test func aFileNamedForAnUnreadLanguageIsNotToldToRenameItselfEnglish() {
        let compilation = CompileRun.compile([
            "buttons/page.md": "# Buttons\n\n**Don't hide the back button.** People rely on it.\n",
            "buttons/fr.md": "# Boutons\n\n**Ne masquez pas le bouton de retour.** Les gens en dépendent.\n",
        ])
        #expect(!compilation.diagnostics.contains { $0.message.contains("name it with `en`") }, "\(compilation.diagnostics.map(\.message))")
        #expect(compilation.diagnostics.contains { $0.file == "buttons/fr.md" && $0.message.contains("no lexicon for `fr`") })
        #expect(!compilation.report.findings.contains { $0.kind == .polarity })
    }

    /// `jp.md` (a country code) is paired as the language `jp`, which higc cannot read: its
    /// prohibitions are no flips, and the one warning is the one that says to rename it.
    @Test func aJapaneseFileNamedWithACountryCodeHasNoPolarityFindings() {
        let compilation = CompileRun.compile([
            "navigation-bars/page.md": """
                # Navigation bars

                **Don't crowd a navigation bar with controls.** Too many controls make the bar hard to scan.

                **Use a title that describes the current view.** People look at the title to know where they are.

                """,
            "navigation-bars/jp.md": """
                # ナビゲーションバー

                **ナビゲーションバーにコントロールを詰め込みすぎないでください。** コントロールが多すぎるとバーが見づらくなります。

                **現在のビューを説明するタイトルを使用してください。** ユーザはタイトルを見て現在地を把握します。

                """,
        ])
        #expect(compilation.catalog.rules.filter { $0.statements["jp"] != nil }.count == 2)
        #expect(!compilation.report.findings.contains { $0.kind == .polarity || $0.kind == .modality }, "\(compilation.report.findings.map(\.message))")
        let warnings = compilation.diagnostics.filter { $0.file == "navigation-bars/jp.md" }
        #expect(warnings.count == 1 && warnings.first?.message.contains("name it with `ja`") == true, "\(warnings.map(\.message))")
    }
}
