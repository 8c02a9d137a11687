/// Where a whitespace-collapsing pass over simple text writes (`SimpleText.collapsingWhitespace`,
/// `LexiconText.normalise`): a run of whitespace becomes one space between words and none at
/// the start; a space is written only once the next word begins, so none is left at the end.
///
/// The output never runs ahead of the input, so it may be the input's size.
struct CollapsingOutput {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var written: Int
    private var pendingSpace = false

    /// `written` bytes of `buffer` are already collapsed output.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, written: Int = 0) {
        self.buffer = buffer
        self.written = written
    }

    /// Whitespace in the input.
    @inline(__always)
    mutating func space() {
        pendingSpace = written > 0
    }

    /// Writes the space a word waits for, if any, before it begins.
    @inline(__always)
    mutating func beginWord() {
        if pendingSpace {
            buffer[written] = 0x20
            written += 1
            pendingSpace = false
        }
    }

    /// A byte of a word.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        beginWord()
        buffer[written] = byte
        written += 1
    }

    /// An ASCII byte of the input: whitespace, or a byte of a word (lower-cased when `foldingCase`).
    @inline(__always)
    mutating func appendASCII(_ byte: UInt8, foldingCase: Bool) {
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
            space()
        } else {
            append(foldingCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
    }

    /// Bytes of a word, copied as they are.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) {
        beginWord()
        for offset in 0..<count { buffer[written + offset] = bytes[start + offset] }
        written += count
    }

    /// When the eight bytes of `bytes` at `index` are ASCII words and single spaces (no other
    /// whitespace or control byte, not opening with a space, and no upper-case letter or `@` when
    /// `foldingCase`, left to `appendASCII`), copies them as `appendASCII` would write them, a
    /// space at their end waiting, and moves `index` past them. False, changing nothing, otherwise.
    @inline(__always)
    mutating func copyRun(of bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, foldingCase: Bool) -> Bool {
        guard index + 8 <= bytes.count else { return false }
        let word = ByteWord.load(bytes, at: index)
        let spaces = ByteWord.exactlyEqual(word, 0x20)
        let controls = ByteWord.below(word, 0x20)
        let rejected = foldingCase ? controls | ByteWord.below(word ^ 0x4040_4040_4040_4040, 0x1B) : controls
        guard word & 0x8080_8080_8080_8080 == 0, spaces & 0x80 == 0, spaces & (spaces << 8) == 0,
              !ByteWord.any(rejected) else { return false }
        beginWord()
        UnsafeMutableRawPointer(buffer.baseAddress! + written).storeBytes(of: word, as: UInt64.self)
        pendingSpace = spaces >> 56 != 0
        written += pendingSpace ? 7 : 8
        index += 8
        return true
    }
}
