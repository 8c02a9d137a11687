import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies a cmark node tree into Swift values. Internal: only `MarkdownParser` uses it,
/// while the tree is alive.
struct CmarkTreeReader {
    let maximumDepth: Int

    func blocks(under parent: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            if let block = block(node, depth: depth) { result.append(block) }
            child = cmark_node_next(node)
        }
        return result
    }

    private func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
        let range = sourceRange(node)
        let type = cmark_node_get_type(node)
        let nested = depth + 1
        if depth >= maximumDepth, type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM {
            // Too deep to mirror: keep the text, drop the structure.
            return MarkdownBlock(kind: .paragraph, range: range, inlines: [.text(flattenedText(node))])
        }
        switch type {
        case CMARK_NODE_PARAGRAPH:
            return MarkdownBlock(kind: .paragraph, range: range, inlines: inlines(under: node, depth: 0))
        case CMARK_NODE_HEADING:
            let level = Int(cmark_node_get_heading_level(node))
            return MarkdownBlock(kind: .heading(level: level), range: range, inlines: inlines(under: node, depth: 0))
        case CMARK_NODE_BLOCK_QUOTE:
            return MarkdownBlock(kind: .blockQuote, range: range, children: blocks(under: node, depth: nested))
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            return MarkdownBlock(kind: .list(ordered: ordered), range: range, children: blocks(under: node, depth: nested))
        case CMARK_NODE_ITEM:
            return MarkdownBlock(kind: .listItem, range: range, children: blocks(under: node, depth: nested))
        case CMARK_NODE_CODE_BLOCK:
            let info = string(cmark_node_get_fence_info(node))
            return MarkdownBlock(kind: .codeBlock(info: info, literal: string(cmark_node_get_literal(node))), range: range)
        case CMARK_NODE_HTML_BLOCK:
            return MarkdownBlock(kind: .htmlBlock(string(cmark_node_get_literal(node))), range: range)
        case CMARK_NODE_THEMATIC_BREAK:
            return MarkdownBlock(kind: .thematicBreak, range: range)
        case CMARK_NODE_CUSTOM_BLOCK:
            return MarkdownBlock(kind: .customBlock, range: range, children: blocks(under: node, depth: nested))
        default:
            return nil
        }
    }

    private func inlines(under parent: OpaquePointer, depth: Int) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        // Adjacent text runs are merged (cmark splits text at every special character) into one
        // buffer: re-concatenating the run so far for each piece was quadratic in its length.
        var pendingText: String?
        var child = cmark_node_first_child(parent)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_TEXT {
                if pendingText == nil { pendingText = "" }
                appendLiteral(of: node, to: &pendingText!)
            } else if let inline = inline(node, depth: depth) {
                if case .text(let flattened) = inline { // a subtree too deep to mirror
                    if pendingText == nil { pendingText = "" }
                    pendingText!.append(flattened)
                    child = cmark_node_next(node)
                    continue
                }
                if let text = pendingText {
                    result.append(.text(text))
                    pendingText = nil
                }
                result.append(inline)
            }
            child = cmark_node_next(node)
        }
        if let text = pendingText { result.append(.text(text)) }
        return InlineHTMLTag.interpreting(result)
    }

    /// Appends a node's literal to `output` straight from cmark's buffer.
    private func appendLiteral(of node: OpaquePointer, to output: inout String) {
        guard let pointer = cmark_node_get_literal(node) else { return }
        let buffer = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
        output.append(String(decoding: buffer, as: UTF8.self))
    }

    private func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline? {
        let type = cmark_node_get_type(node)
        let isContainer = type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG
            || type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE
        if isContainer && depth >= maximumDepth {
            return .text(flattenedText(node))
        }
        switch type {
        case CMARK_NODE_TEXT:
            return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_CODE:
            return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK:
            return .softBreak
        case CMARK_NODE_LINEBREAK:
            return .lineBreak
        case CMARK_NODE_HTML_INLINE:
            return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH:
            return .emphasis(inlines(under: node, depth: depth + 1))
        case CMARK_NODE_STRONG:
            return .strong(inlines(under: node, depth: depth + 1))
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                         children: inlines(under: node, depth: depth + 1))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                          children: inlines(under: node, depth: depth + 1))
        default:
            return nil
        }
    }

    /// Text of a whole subtree, walked with cmark's own iterator (no recursion).
    private func flattenedText(_ node: OpaquePointer) -> String {
        var output = ""
        guard let iterator = cmark_iter_new(node) else { return output }
        defer { cmark_iter_free(iterator) }
        var lastWasBlockEnd = false
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if event == CMARK_EVENT_EXIT {
                if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING { lastWasBlockEnd = true }
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                if lastWasBlockEnd, !output.isEmpty { output += " " }
                lastWasBlockEnd = false
                output += string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                output += " "
            default:
                break
            }
        }
        return output
    }

    private func sourceRange(_ node: OpaquePointer) -> SourceRange {
        SourceRange(
            startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            endColumn: Int(cmark_node_get_end_column(node))
        )
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
