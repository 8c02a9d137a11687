/// MDX pages (`.mdx`, Docusaurus and Next.js sites) open with JavaScript module lines:
/// `import Tabs from '@theme/Tabs';`, `export const meta = {…}`. They are code for the site, not
/// text of the page; each is blanked, keeping every line's number. Fenced code is left as it is.
enum MDXModuleLines {
    static func blanked(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fence: Character?
        var changed = false
        var inStatement = false
        for index in lines.indices {
            let line = lines[index]
            if let marker = line.first, marker == "`" || marker == "~", line.prefix(3).allSatisfy({ $0 == marker }) {
                fence = fence == nil ? marker : (fence == marker ? nil : fence)
                continue
            }
            guard fence == nil else { continue }
            // A statement spread over lines (`import {`, `  Tabs,`, `} from '…';`) runs until a
            // line ends it with `;` or a blank line.
            if inStatement || line.hasPrefix("import ") || line.hasPrefix("export ") {
                let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
                // A statement that goes on (`import {`, `export const meta = {`) ends at a line that
                // closes it: `;`, a closing brace at the line's start, or a blank line.
                let closes = trimmed.isEmpty || trimmed.hasSuffix(";") || (inStatement && line.hasPrefix("}"))
                inStatement = !closes && (inStatement || trimmed.hasSuffix("{") || trimmed.hasSuffix(","))
                lines[index] = line.hasSuffix("\r") ? "\r" : ""
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }
}
