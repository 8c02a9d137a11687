import Foundation

/// A collapsed aside written in HTML: `<details>` with a short `<summary>` label ("TIP", "참고"),
/// its body in Markdown, then `</details>` (GitHub renders the body as Markdown).
///
/// CommonMark reads the tags as HTML and the body as paragraphs of the page, so the aside joined
/// the explanation before it. Each such block becomes the `:::` container it stands for
/// (`ContainerDirectives` reads it), labelled with the summary. A summary that is a sentence (a
/// guideline folded under its lead) is left as it is. Lines keep their numbers; fenced code is
/// left alone.
enum DetailsAsides {
    /// The longest summary read as a label, in words.
    static let labelWords = 3

    static func rewritten(_ text: String) -> String {
        guard ByteSearch.contains(text, "<details") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fence: Character?
        // The opening lines of each aside, waiting for its `</details>`: the line to rewrite, its
        // label, and a line to blank (the `<details>` line above a summary on its own line).
        var open: [(line: Int, label: String, blank: Int?)] = []
        var rewrites: [Int: String] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\r", with: "")
            if let marker = trimmed.first, marker == "`" || marker == "~", trimmed.prefix(3).allSatisfy({ $0 == marker }) {
                fence = fence == nil ? marker : (fence == marker ? nil : fence)
                index += 1
                continue
            }
            guard fence == nil else { index += 1; continue }
            let lowered = trimmed.lowercased()
            if lowered.hasPrefix("<details") && lowered.hasSuffix(">") {
                if let label = summary(String(trimmed.drop { $0 != ">" }.dropFirst())) {
                    open.append((index, label, nil))
                } else if lowered.hasPrefix("<details>") || lowered.hasPrefix("<details "), index + 1 < lines.count,
                          let label = summary(lines[index + 1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\r", with: "")) {
                    open.append((index + 1, label, index))
                    index += 1
                }
            } else if lowered == "</details>", let aside = open.popLast() {
                rewrites[aside.line] = ":::" + aside.label
                if let blank = aside.blank { rewrites[blank] = "" }
                rewrites[index] = ":::"
            }
            index += 1
        }
        guard !rewrites.isEmpty else { return text }
        for (line, replacement) in rewrites { lines[line] = replacement + (lines[line].hasSuffix("\r") ? "\r" : "") }
        return lines.joined(separator: "\n")
    }

    /// The label of `<summary>…</summary>` standing alone, when it is short and no sentence.
    private static func summary(_ text: String) -> String? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("<summary>"), lowered.hasSuffix("</summary>") else { return nil }
        var label = String(text.dropFirst("<summary>".count).dropLast("</summary>".count)).trimmingCharacters(in: .whitespaces)
        for tag in ["<b>", "</b>", "<strong>", "</strong>", "**"] { label = label.replacingOccurrences(of: tag, with: "") }
        label = label.trimmingCharacters(in: CharacterSet(charactersIn: " :："))
        guard !label.isEmpty, label.split(separator: " ").count <= labelWords,
              !label.contains(where: { ".!?。！？".contains($0) }) else { return nil }
        return label
    }
}
