/// YAML anchors and aliases (`&name`, `*name`) in `higc.yml` and `glossary.yml`.
///
/// Neither file needs them, and a few lines of aliases to aliases expand to gigabytes when the
/// YAML is composed (the "billion laughs" document). Found on the text, before it is parsed, so
/// such a file is refused at its line instead of filling memory.
enum YAMLAnchors {
    static let unsupported = "YAML anchors and aliases (`&name`, `*name`) are not supported here; write each value out"

    /// The line (from 1) of the first anchor or alias node, or nil when there is none. Quoted
    /// text and comments are passed over: `"R&D"`, `'*'` and `# see *above*` are no nodes.
    static func firstLine(in text: String) -> Int? {
        var line = 1
        var quote: UInt8?
        var previous: UInt8 = 0x0A
        var inComment = false
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            defer { previous = byte }
            if byte == 0x0A {
                line += 1
                inComment = false
                // A quoted scalar may span lines only in flow style; plain files close theirs.
                if quote == UInt8(ascii: "'") { quote = nil }
                continue
            }
            if inComment { continue }
            if let open = quote {
                if byte == open, !(open == UInt8(ascii: "\"") && previous == UInt8(ascii: "\\")) { quote = nil }
                continue
            }
            let startsNode = previous == 0x0A || previous == 0x20 || previous == 0x09 || previous == UInt8(ascii: "[")
                || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",")
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if startsNode || previous == UInt8(ascii: ":") { quote = byte }
            case UInt8(ascii: "#"):
                if startsNode { inComment = true }
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                guard startsNode, index + 1 < bytes.count else { continue }
                let next = bytes[index + 1]
                let isNameByte = (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) || (next >= 0x30 && next <= 0x39) || next == 0x5F || next == 0x2D
                if isNameByte { return line }
            default:
                continue
            }
        }
        return nil
    }
}
