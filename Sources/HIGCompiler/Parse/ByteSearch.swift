#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a page holds a marker at all, asked of every page before a rewrite reads it line by
/// line (`TemplateTags`, `DetailsAsides`): most pages hold none, so the answer is `memchr` from
/// the marker's first byte to the next, not a reading of the text as characters.
enum ByteSearch {
    static func contains(_ text: String, _ marker: String) -> Bool {
        let needle = Array(marker.utf8)
        guard let first = needle.first else { return true }
        return SimpleText.withUTF8(text) { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset + needle.count <= bytes.count, let found = memchr(base + offset, Int32(first), bytes.count - offset) {
                let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if position + needle.count <= bytes.count, memcmp(base + position, needle, needle.count) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }
}
