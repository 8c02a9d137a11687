import Foundation

/// A page id every rule id can be read back from: a folder named with a space at either end or
/// with a control character (a tab, a newline a script left in) gives ids the previous-catalog
/// reader must refuse as no id higc makes, and a catalog that no later compile could read. Each
/// folder name of the id is trimmed of white space at its ends and has its control characters read
/// as spaces. Folders that then name one page are told apart by their bytes
/// (`GuidelineCorpusLoader`): the compile stops naming both, as for any two lookalike names.
enum ReadablePageID {
    static func of(_ page: String) -> String {
        // Most ids: no control character, no space at an end of a folder name.
        var previous: UInt8 = UInt8(ascii: "/")
        var plain = true
        for byte in page.utf8 {
            if byte < 0x20 || byte == 0x7F || byte >= 0x80 || (byte == 0x20 && previous == UInt8(ascii: "/"))
                || (byte == UInt8(ascii: "/") && previous == 0x20) {
                plain = false
                break
            }
            previous = byte
        }
        if plain && previous != 0x20 { return page }
        let folders = page.split(separator: "/", omittingEmptySubsequences: false).map { folder -> String in
            let spaced = String(String.UnicodeScalarView(folder.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
            let trimmed = spaced.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? "_" : trimmed
        }
        return folders.joined(separator: "/")
    }
}
