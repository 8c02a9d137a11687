/// Eight bytes tested at once: text scanners (the output escapers, the number reader) skip the
/// text that needs nothing a word at a time and look at single bytes only where a word says one
/// of them might need something.
///
/// Each test leaves the high bit of at least one byte set exactly when some byte of the word
/// matches; tests combine with `|` and are read with `any`.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The eight bytes of `bytes` from `index` on.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// Bytes equal to `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference
    }

    /// Bytes below `bound` (at most 0x80).
    @inline(__always)
    static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word
    }

    /// ASCII digits (`0`–`9`).
    @inline(__always)
    static func digits(_ word: UInt64) -> UInt64 {
        below(word ^ (ones &* 0x30), 0x0A)
    }

    /// The position of the first byte at or after `start` that `matches`, or the count of
    /// `bytes`. `mayMatch` tells of eight bytes at once whether one of them might; words it
    /// clears are passed over whole.
    @inline(__always)
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                           mayMatch: (UInt64) -> Bool, matches: (UInt8) -> Bool) -> Int {
        var index = start
        let count = bytes.count
        while index + 8 <= count, !mayMatch(load(bytes, at: index)) { index += 8 }
        while index < count, !matches(bytes[index]) { index += 1 }
        return index
    }

    /// Bytes equal to `byte`, exactly: unlike `equal`, no borrow from a matching byte can mark
    /// the byte above it, so the result also tells which bytes match.
    @inline(__always)
    static func exactlyEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        let low = ones &* 0x7F
        return ~(((difference & low) &+ low) | difference) & (ones &* 0x80)
    }

    /// Whether a test found a byte.
    @inline(__always)
    static func any(_ test: UInt64) -> Bool {
        test & 0x8080_8080_8080_8080 != 0
    }
}
