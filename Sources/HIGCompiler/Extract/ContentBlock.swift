import GuidelineMarkdown

/// A leaf block of a page in reading order, with the language it is written in.
///
/// Block quotes and lists are flattened away: in the quote layout a `>` paragraph is simply
/// the next paragraph, in another language.
struct ContentBlock {
    enum Kind {
        case paragraph
        case heading(level: Int)
        case code(info: String, literal: String)
        /// A pipe table (see `PipeTable`), as Markdown rows.
        case table(source: String)
        /// Where an admonition container (see `ContainerDirectives`) opens: its directive and its
        /// text. The blocks inside it follow, each with `container` set.
        case containerOpening(directive: String, literal: String)
    }

    var kind: Kind
    var inlines: [MarkdownInline]
    var line: Int
    var language: LanguageCode?
    /// Inside a list item: bold there usually labels a term ("**Date.** Displays …").
    var inListItem = false
    /// Which list of the page the item belongs to (lists numbered in reading order), so that
    /// items can vouch for their siblings.
    var list: Int?
    /// Which block quote of the page the block sits in (outermost, numbered in reading order):
    /// a quoted aside (`> Tip: …`) ends where its quote does.
    var quote: Int?
    /// Which admonition container of the page the block sits in (outermost, numbered in reading
    /// order), as `quote` numbers quotes: the container is an aside that ends with it.
    var container: Int?
    /// The paragraph opened with bold that CommonMark left unclosed (see `UnclosedLeadingBold`);
    /// `inlines` already holds it as bold.
    var repairedBold = false
    /// The paragraph of a list item that holds a nested list after it ("- Values" over
    /// "  - **Show the current value …**"): often only the group's name.
    var opensNestedList = false

    /// The language of a block's inlines, from their text without code spans, HTML or URLs.
    static func detectedLanguage(_ inlines: [MarkdownInline]) -> LanguageCode? {
        // A link's text names a document, often in English on a translated page: the words
        // around it say the paragraph's language ("참조 [iOS 13 Segmented Control](…)" is a
        // Korean note). Without words around it, the link's own words decide.
        if inlines.contains(where: { if case .link = $0 { true } else { false } }),
           let language = ScriptLanguageDetector.detectSkippingURLs(proseText(inlines, links: false)) {
            return language
        }
        return ScriptLanguageDetector.detectSkippingURLs(proseText(inlines))
    }

    /// The text of inlines with a space for each code span, image, HTML and line break (and for
    /// each link, unless `links`).
    static func proseText(_ inlines: [MarkdownInline], links: Bool = true) -> String {
        var output = ""
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline {
                case .text(let text): output += text
                case .softBreak, .lineBreak: output += " "
                case .code, .html, .image: output += " "
                case .link(_, _, let children): if links { walk(children) } else { output += " " }
                case .emphasis(let children), .strong(let children): walk(children)
                }
            }
        }
        walk(inlines)
        return output
    }

    /// Whether a paragraph holds images (linked or not) and nothing else but spaces and breaks.
    /// Whether a paragraph is one DocC block directive without content: `@Name`, or `@Name(…)`
    /// closing its arguments at the paragraph's end (a container's `{` opens content, which is read).
    static func isDirectiveOnly(_ inlines: [MarkdownInline]) -> Bool {
        guard case .text(let first)? = inlines.first, first.hasPrefix("@") else { return false }
        let text = inlines.plainText.trimmingCharacters(in: .whitespaces)
        let scalars = Array(text.unicodeScalars.dropFirst())
        guard let head = scalars.first, ("A"..."Z").contains(head) else { return false }
        var index = 0
        while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) { index += 1 }
        if index == scalars.count { return true }
        guard scalars[index] == "(", scalars.last == ")" else { return false }
        var depth = 0
        for (offset, scalar) in scalars[index...].enumerated() {
            if scalar == "(" { depth += 1 } else if scalar == ")" {
                depth -= 1
                // The arguments close only at the end: "@Image(…) shows …" is prose.
                if depth == 0 { return index + offset == scalars.count - 1 }
            }
        }
        return false
    }

    /// Whether the inlines are one link to a place on the page (`[…](#anchor)`) and blanks.
    static func isInPageLinkOnly(_ inlines: [MarkdownInline]) -> Bool {
        var links = 0
        for inline in inlines {
            switch inline {
            case .link(let destination, _, _) where destination.hasPrefix("#"): links += 1
            case .text(let text) where SimpleText.isBlank(text): continue
            case .softBreak, .lineBreak: continue
            default: return false
            }
        }
        return links == 1
    }

    static func isPictureOnly(_ inlines: [MarkdownInline]) -> Bool {
        var sawImage = false
        func visit(_ inlines: [MarkdownInline]) -> Bool {
            for inline in inlines {
                switch inline {
                case .image: sawImage = true
                case .softBreak, .lineBreak: continue
                case .text(let text): if !SimpleText.isBlank(text) { return false }
                case .link(_, _, let children): if !visit(children) { return false }
                case .html(let tag): if !MarkdownInline.isLineBreakTag(tag) { return false }
                case .code, .emphasis, .strong: return false
                }
            }
            return true
        }
        return visit(inlines) && sawImage
    }

    /// The paragraph without the lines of pictures it opens with ("![A photo grid](grid.png)" and
    /// a line break before its caption or prose), and how many lines those were; nil when it
    /// opens with anything else. Alt text describes a picture, not the rule, on a line of its own
    /// as in a paragraph of its own.
    static func withoutLeadingPictureLines(_ inlines: [MarkdownInline]) -> (inlines: [MarkdownInline], lines: Int)? {
        var index = 0, lines = 0, lineHasPicture = false, consumed = 0
        func isPicture(_ inline: MarkdownInline) -> Bool {
            switch inline {
            case .image: return true
            case .link(_, _, let children): return !children.isEmpty && isPictureOnly(children)
            default: return false
            }
        }
        while index < inlines.count {
            switch inlines[index] {
            case let inline where isPicture(inline):
                lineHasPicture = true
            case .text(let text) where SimpleText.isBlank(text):
                break
            case .softBreak, .lineBreak:
                guard lineHasPicture else { return consumed == 0 ? nil : (Array(inlines[consumed...]), lines) }
                lines += 1
                lineHasPicture = false
                consumed = index + 1
            default:
                return consumed == 0 ? nil : (Array(inlines[consumed...]), lines)
            }
            index += 1
        }
        return nil
    }

    /// Flattens a parsed document into leaf blocks and detects each block's language.
    static func blocks(of document: MarkdownDocument, fixedLanguage: LanguageCode?) -> [ContentBlock] {
        var result: [ContentBlock] = []
        var lists = 0, quotes = 0, containers = 0
        // Above zero while reading the Markdown an HTML block stands for.
        var htmlDepth = 0
        let footnotes = Footnotes.definedLabels(in: document.blocks)
        /// Guidelines laid out in a table, a language a column: each cell is read as the paragraph
        /// it would be, row by row, at the line `line` gives for the row.
        func appendGuidelineRows(_ rows: [[[MarkdownInline]]], line: (Int) -> Int, inListItem: Bool, list: Int?, quote: Int?) {
            for (offset, cells) in rows.enumerated() {
                for cell in cells {
                    let inlines = DecoratedLead.undecorated(cell) ?? cell
                    result.append(ContentBlock(kind: .paragraph, inlines: inlines, line: line(offset),
                                               language: fixedLanguage ?? detectedLanguage(inlines),
                                               inListItem: inListItem, list: list, quote: quote))
                }
            }
        }
        func visit(_ blocks: [MarkdownBlock], inListItem: Bool, list: Int?, quote: Int?) {
            for var block in blocks {
                // A definition is a note about the page (see `Footnotes`).
                if !footnotes.isEmpty, case .paragraph = block.kind, Footnotes.definitionLabel(block.inlines) != nil { continue }
                block.inlines = Footnotes.removingReferences(from: block.inlines, labels: footnotes)
                switch block.kind {
                case .paragraph where isPictureOnly(block.inlines) || isDirectiveOnly(block.inlines):
                    // An image on a line of its own, or a DocC directive (`@Image(source:alt:)`,
                    // `@Video(…)`, `@Metadata`): its alt text describes a picture, not the rule.
                    continue
                case .paragraph where inListItem && isInPageLinkOnly(block.inlines):
                    // A table of contents ("- [Don't display too many pages](#guidelines)"): it
                    // names the page's own headings and rules, and says nothing of its own.
                    continue
                case .paragraph where PipeTable.reads(block.inlines):
                    // Guidelines laid out in a table, a language a column: each cell is read as the
                    // paragraph it would be, row by row (header and delimiter rows are no content).
                    if let rows = PipeTable.guidelineRows(block.inlines) {
                        appendGuidelineRows(rows, line: { block.range.startLine + 2 + $0 }, inListItem: inListItem, list: list, quote: quote)
                        continue
                    }
                    result.append(ContentBlock(kind: .table(source: PipeTable.source(block.inlines)), inlines: block.inlines,
                                               line: block.range.startLine,
                                               language: fixedLanguage ?? detectedLanguage(block.inlines),
                                               inListItem: inListItem, list: list, quote: quote))
                case .paragraph:
                    // A rule and its translation a line apart are two paragraphs (`BilingualLines`).
                    let parts = fixedLanguage == nil ? BilingualLines.split(block.inlines) : nil
                    for part in parts ?? [(block.inlines, 0)] {
                        // Picture lines the paragraph opens with go, as a picture's own paragraph does.
                        var line = block.range.startLine + part.lineOffset
                        var inlines = part.inlines
                        if let rest = withoutLeadingPictureLines(inlines) {
                            inlines = rest.inlines
                            line += rest.lines
                        }
                        // An icon or emoji before the bold lead, or a link around it (`DecoratedLead`).
                        if let undecorated = DecoratedLead.undecorated(inlines) { inlines = undecorated }
                        // Nil at once unless the paragraph opens with literal asterisks, so never for parsed bold.
                        let repaired = UnclosedLeadingBold.repaired(inlines)
                        inlines = repaired ?? inlines
                        // Bold from HTML (`<strong>`) had no asterisks to close: nothing to warn about.
                        result.append(ContentBlock(kind: .paragraph, inlines: inlines, line: line,
                                                   language: fixedLanguage ?? detectedLanguage(inlines),
                                                   inListItem: inListItem, list: list, quote: quote,
                                                   repairedBold: repaired != nil && htmlDepth == 0))
                    }
                case .heading(let level):
                    result.append(ContentBlock(kind: .heading(level: level), inlines: block.inlines, line: block.range.startLine,
                                               language: fixedLanguage ?? detectedLanguage(block.inlines), quote: quote))
                case .codeBlock(let info, let literal) where ContainerDirectives.directive(ofInfo: info) != nil:
                    // An admonition container: its Markdown is read like the page's, inside an aside.
                    containers += 1
                    let container = containers
                    let first = result.count
                    result.append(ContentBlock(kind: .containerOpening(directive: ContainerDirectives.directive(ofInfo: info)!, literal: literal),
                                               inlines: [], line: block.range.startLine,
                                               language: fixedLanguage ?? ScriptLanguageDetector.detect(literal), quote: quote))
                    visit(MarkdownParser.parse(literal).blocks.map { $0.shifted(by: block.range.startLine) },
                          inListItem: inListItem, list: list, quote: quote)
                    // Outermost: a container inside it ends with it.
                    for index in first..<result.count { result[index].container = container }
                case .codeBlock(let info, let literal):
                    result.append(ContentBlock(kind: .code(info: info, literal: literal), inlines: [], line: block.range.startLine,
                                               language: fixedLanguage ?? ScriptLanguageDetector.detect(literal), quote: quote))
                case .listItem:
                    let labelsNestedList = block.children.count >= 2 && {
                        if case .paragraph = block.children[0].kind, case .list = block.children[1].kind { return true }
                        return false
                    }()
                    let before = result.count
                    visit(Array(block.children.prefix(labelsNestedList ? 1 : 0)), inListItem: true, list: list, quote: quote)
                    for index in before..<result.count { result[index].opensNestedList = true }
                    visit(Array(block.children.dropFirst(labelsNestedList ? 1 : 0)), inListItem: true, list: list, quote: quote)
                case .list:
                    lists += 1
                    visit(block.children, inListItem: inListItem, list: lists, quote: quote)
                case .blockQuote:
                    if quote == nil { quotes += 1 }
                    visit(block.children, inListItem: inListItem, list: list, quote: quote ?? quotes)
                case .customBlock:
                    visit(block.children, inListItem: inListItem, list: list, quote: quote)
                case .htmlBlock(let html):
                    if let table = HTMLTable.read(html) {
                        // Guidelines laid out in the table's rows, as in a pipe table's.
                        if let parsed = MarkdownParser.parse(table.markdown).blocks.first, PipeTable.reads(parsed.inlines),
                           let rows = PipeTable.guidelineRows(parsed.inlines), rows.count == table.rowLines.count - 1 {
                            appendGuidelineRows(rows, line: { block.range.startLine + table.rowLines[$0 + 1] },
                                                inListItem: inListItem, list: list, quote: quote)
                            continue
                        }
                        result.append(ContentBlock(kind: .table(source: table.source), inlines: table.inlines,
                                                   line: block.range.startLine,
                                                   language: fixedLanguage ?? detectedLanguage(table.inlines),
                                                   inListItem: inListItem, list: list, quote: quote))
                        continue
                    }
                    // Prose in raw HTML (blog exports) is read as the Markdown it stands for.
                    guard let (markdown, sourceLines) = HTMLBlockText.markdown(from: html) else { continue }
                    let line = block.range.startLine
                    htmlDepth += 1
                    visit(MarkdownParser.parse(markdown).blocks.map { $0.placed(inHTMLBlockAt: line, sourceLines: sourceLines) },
                          inListItem: inListItem, list: list, quote: quote)
                    htmlDepth -= 1
                case .thematicBreak:
                    continue
                }
            }
        }
        visit(document.blocks, inListItem: false, list: nil, quote: nil)
        if let fixedLanguage {
            InterleavedOriginals.removing(from: &result, fileLanguage: fixedLanguage)
        } else {
            QuotedPlaceholders.assigningLanguage(to: &result)
        }
        return result
    }
}

extension Array where Element == MarkdownInline {
    /// Every link in a run of inlines, outermost first.
    var links: [GuidelineLink] {
        var found: [GuidelineLink] = []
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline {
                case .link(let destination, _, let children):
                    found.append(GuidelineLink(text: TextNormalizer.normalize(children.plainText), url: destination))
                    walk(children)
                case .emphasis(let children), .strong(let children):
                    walk(children)
                default:
                    break
                }
            }
        }
        walk(self)
        return found
    }

    /// Every inline code span.
    var codeSpans: [String] {
        var found: [String] = []
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline {
                case .code(let code): found.append(code)
                case .emphasis(let children), .strong(let children), .link(_, _, let children): walk(children)
                default: break
                }
            }
        }
        walk(self)
        return found
    }

    /// Whether the run is one link and nothing else but spaces: a reference, whatever its title.
    var isLoneLink: Bool {
        var links = 0
        for inline in self {
            switch inline {
            case .link: links += 1
            case .text(let text) where SimpleText.isBlank(text): continue
            case .softBreak, .lineBreak: continue
            default: return false
            }
        }
        return links == 1
    }

    /// The leading strong span and what follows it, when the run opens with bold text. A bold
    /// phrase glued to the rest of its sentence leads that whole sentence (`GluedBoldContinuation`).
    var leadingStrong: (strong: [MarkdownInline], rest: [MarkdownInline])? {
        guard let (strong, rest) = openingStrong else { return nil }
        return GluedBoldContinuation.extending(strong, rest: rest)
            ?? GluedBoldContinuation.extendingPastAbbreviation(strong, rest: rest) ?? (strong, rest)
    }

    /// Whether the run opens with a whole sentence in bold, as written (`**…してください。**`), not
    /// with a bold phrase that the sentence goes on after.
    var opensWithBoldSentence: Bool {
        guard let (strong, _) = openingStrong,
              let last = strong.plainText.last(where: { !$0.isWhitespace }) else { return false }
        return ".!?。！？".contains(last)
    }

    /// Whether the run opens with bold glued to the rest of its sentence (`**날짜**는 …`,
    /// `**Use the back button**.`): the bold as written is not all of what `leadingStrong` leads.
    var opensWithGluedBold: Bool {
        // Bold that closes its lead (a sentence end, a colon) has nothing glued to it.
        guard let written = openingStrong else { return false }
        let text = written.strong.plainText
        guard !GluedBoldContinuation.closesLead(text), let lead = leadingStrong else { return false }
        return text != lead.strong.plainText
    }

    /// Quotation marks that may enclose a whole bold lead, and the mark that closes each.
    private static let closingQuote: [Character: Character] = ["「": "」", "『": "』", "“": "”", "\"": "\"", "《": "》", "〈": "〉"]

    /// The strong span the run opens with, as written, and what follows it.
    private var openingStrong: (strong: [MarkdownInline], rest: [MarkdownInline])? {
        var index = startIndex
        while index < endIndex, case .text(let text) = self[index], SimpleText.isBlank(text) { index += 1 }
        guard index < endIndex else { return nil }
        if case .strong(var children) = self[index] {
            // A bold sentence, a line break, another bold sentence (`**A.**\` then `**Avoid B.**`):
            // the lead is both, as one bold span across the break would be. So is a bold sentence
            // bolded line by line (`**Keep labels short and**` then `**descriptive.**`): a bold
            // that ends no sentence goes on across any break.
            var next = index + 1
            while true {
                // The break, and any blank text the parser leaves around it.
                var after = next
                var broken = false, softly = false
                while after < endIndex {
                    if case .lineBreak = self[after] { broken = true } else if case .softBreak = self[after] { softly = true }
                    else if case .text(let text) = self[after], SimpleText.isBlank(text) {
                    } else { break }
                    after += 1
                }
                func isWide(_ character: Character) -> Bool { character.unicodeScalars.first.map(WideScriptBreaks.isWide) ?? false }
                guard broken || softly, after < endIndex, case .strong(let more) = self[after],
                      let last = children.plainText.last(where: { !$0.isWhitespace }) else { break }
                let endsSentence = ".!?。！？".contains(last)
                // A one-word bold is a label ("**Important**" over "**Use …**"), not half a sentence.
                let words = children.plainText.split(whereSeparator: \.isWhitespace).count
                guard endsSentence ? broken : !":：".contains(last) && (words > 1 || isWide(last)) else { break }
                // Japanese and Chinese run on across a line break without a space (`WideScriptBreaks`).
                let joinsWide = !endsSentence && isWide(last) && more.plainText.first(where: { !$0.isWhitespace }).map(isWide) == true
                children += (joinsWide ? [] : [.text(" ")]) + more
                next = after + 1
            }
            return (children, Array(self[next...]))
        }
        // A lead quoted whole (`「**…してください。**」`): the brackets quote the bold as the bold
        // marks it, so the lead is the bold alone and the explanation starts after the closing bracket.
        // Asked of every paragraph: only a text of a few bytes can be one opening mark.
        if case .text(let text) = self[index], text.utf8.count <= 8, index + 2 < endIndex,
           case .strong(let children) = self[index + 1], case .text(let after) = self[index + 2],
           let open = text.first(where: { !$0.isWhitespace }), text.filter({ !$0.isWhitespace }).count == 1,
           let close = Self.closingQuote[open], after.first == close {
            return (children, [.text(String(after.dropFirst()))] + Array(self[(index + 3)...]))
        }
        // `***Bold italic.***` parses as emphasis around strong: the sentence is still bold.
        if case .emphasis(let children) = self[index] {
            let content = children.filter { if case .text(let text) = $0 { return !SimpleText.isBlank(text) } else { return true } }
            if content.count == 1, case .strong(let inner) = content[0] { return (inner, Array(self[(index + 1)...])) }
        }
        return nil
    }
}

private extension MarkdownBlock {
    /// The block as it stands `lines` lines further down the file.
    func shifted(by lines: Int) -> MarkdownBlock {
        MarkdownBlock(kind: kind,
                      range: SourceRange(startLine: range.startLine + lines, startColumn: range.startColumn,
                                         endLine: range.endLine + lines, endColumn: range.endColumn),
                      children: children.map { $0.shifted(by: lines) }, inlines: inlines)
    }
}
