import Foundation
@testable import HIGCompiler
import Testing

/// `review.html` opened in headless Chromium: the DOM a translator's browser builds, and what the
/// page looks like at desktop and phone widths. Skipped (with a message) without Chromium.
@Suite(.serialized) struct ReviewPageBrowserTests {
    /// Writes the review page of a compilation into a scratch directory and returns its URL.
    private func writePage(_ compilation: Compilation, in directory: URL) throws -> URL {
        let page = directory.appendingPathComponent(GeneratedOutput.reviewFile)
        try Data(ReviewPageRenderer(compilation: compilation, sourceRoot: "../Guidelines").render().utf8).write(to: page)
        return page
    }

    @Test func renderedDOMHasEveryRuleAndEveryFindingBadge() throws {
        guard ReviewBrowser.executable != nil else { return ReviewBrowser.noteSkipped("review page DOM test") }
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let compilation = try ReviewFixture.afterEnglishEdit()
        let dom = try ReviewBrowser.dumpDOM(writePage(compilation, in: scratch))

        #expect(dom.contains("<html lang=\"en\" class=\"js\">"), "the page's script ran")
        let rows = Set(ReviewDOM.captures(of: #"<tbody class="rule" id="rule-([^"]+)""#, in: dom).map { ReviewDOM.unescape($0[0]) })
        #expect(rows == Set(compilation.catalog.rules.map(\.id)))
        for rule in compilation.catalog.rules {
            #expect(dom.contains("<code>\(ReviewDOM.textEscape(rule.id))</code>"), "rule id \(rule.id) is not shown")
        }

        let badges = ReviewDOM.captures(
            of: #"<li class="finding" data-kind="([^"]+)" data-lang="([^"]+)"[^>]*><span class="badge k-([^"]+)">([^<]+)</span>.*?<span class="msg">(.*?)</span>"#,
            in: dom)
        let shown = badges.map { "\($0[0]) [\($0[1])] \(ReviewDOM.unescape($0[4]))" }.sorted()
        let expected = compilation.report.findings.map { "\($0.kind.rawValue) [\($0.language)] \($0.message)" }.sorted()
        #expect(shown == expected)
        #expect(badges.allSatisfy { $0[0] == $0[2] && $0[0] == $0[3] }, "each badge names and colours its own kind")
        #expect(expected.contains { $0.hasPrefix("stale ") }, "the fixture has stale translations")

        for entry in compilation.changelog.entries where entry.kind == .reworded {
            #expect(dom.contains(ReviewDOM.textEscape(entry.new!)) && dom.contains(ReviewDOM.textEscape(entry.old!)))
        }
        #expect(dom.contains("data-change=\"reworded\""))
    }

    @Test func filtersComeFromTheURLFragment() throws {
        guard ReviewBrowser.executable != nil else { return ReviewBrowser.noteSkipped("review page filter test") }
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let compilation = try ReviewFixture.fresh()
        let page = try writePage(compilation, in: scratch)
        let total = compilation.catalog.rules.count

        let missingRules = Set(compilation.report.findings.filter { $0.kind == .missing }.compactMap(\.rule))
        #expect(!missingRules.isEmpty)
        let onlyMissing = try ReviewBrowser.dumpDOM(page, fragment: "#kind=missing&only=1")
        #expect(onlyMissing.contains("\(missingRules.count) of \(total) rules shown"))
        let visible = Set(ReviewDOM.captures(of: #"<tbody class="rule" id="rule-([^"]+)" data-page="[^"]*" data-kinds="[^"]*">"#, in: onlyMissing)
            .map { ReviewDOM.unescape($0[0]) })
        #expect(visible == missingRules, "exactly the rules with a missing translation stay visible")

        let toolbarsOnly = try ReviewBrowser.dumpDOM(page, fragment: "#page=toolbars&lang=en,ko")
        let toolbarRules = compilation.catalog.rules.filter { $0.page == "toolbars" }.count
        #expect(toolbarsOnly.contains("\(toolbarRules) of \(total) rules shown"))
        #expect(toolbarsOnly.contains("<th scope=\"col\" class=\"lc\" data-lang=\"ja\" hidden=\"\">"), "the Japanese column is hidden")
        #expect(!toolbarsOnly.contains("<th scope=\"col\" class=\"lc\" data-lang=\"ko\" hidden=\"\">"))
    }

    @Test func screenshotsAtDesktopAndPhoneWidthsAreNotBlank() throws {
        guard ReviewBrowser.executable != nil else { return ReviewBrowser.noteSkipped("review page screenshot test") }
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = try writePage(ReviewFixture.afterEnglishEdit(), in: scratch)
        for (width, height) in [(1280, 900), (390, 844)] {
            let png = scratch.appendingPathComponent("review-\(width).png")
            try ReviewBrowser.screenshot(page, width: width, height: height, to: png)
            let image = try ReviewPNGImage(data: Data(contentsOf: png))
            #expect(image.width == width && image.height == height)
            let histogram = image.colourHistogram()
            let dominant = Double(histogram.values.max() ?? 0) / Double(image.width * image.height)
            #expect(histogram.count >= 12, "\(width) px: only \(histogram.count) distinct colours")
            #expect(dominant < 0.95, "\(width) px: one colour covers \(Int(dominant * 100)) % of the page")
            #expect(image.lumaDeviation() > 8, "\(width) px: no contrast (luma deviation \(image.lumaDeviation()))")
        }
    }

    /// The blank-image checks above must be able to fail: a blank page fails every one of them.
    @Test func aBlankPageFailsTheScreenshotChecks() throws {
        guard ReviewBrowser.executable != nil else { return ReviewBrowser.noteSkipped("blank page screenshot test") }
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><body style=\"background:#fff\"></body></html>".utf8).write(to: page)
        let png = scratch.appendingPathComponent("blank.png")
        try ReviewBrowser.screenshot(page, width: 390, height: 844, to: png)
        let image = try ReviewPNGImage(data: Data(contentsOf: png))
        #expect(image.colourHistogram().count < 12)
        #expect(image.lumaDeviation() <= 8)
    }
}

/// Reading Chromium's serialised DOM.
enum ReviewDOM {
    /// Capture groups of every match, in order.
    static func captures(of pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// Text as the DOM serialiser writes it in element content.
    static func textEscape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\u{A0}", with: "&nbsp;")
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
