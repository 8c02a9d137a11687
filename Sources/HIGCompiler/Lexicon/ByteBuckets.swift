/// Indices of phrases grouped by one of their bytes, in list order, stored flat.
///
/// A lexicon builds a few hundred matchers; 256 small arrays per table cost more memory than the
/// whole corpus of a small site. One offsets table and one index table hold the same.
struct ByteBuckets: Sendable {
    /// `starts[byte] ..< starts[byte + 1]` are the positions in `indices` of that byte's phrases;
    /// empty when no phrase is bucketed.
    private let starts: [Int32]
    private let indices: [Int32]

    /// Buckets each phrase under `key(phrase)`; a phrase without a key goes under every byte.
    init(_ phrases: [[UInt8]], key: ([UInt8]) -> UInt8?) {
        guard !phrases.isEmpty else {
            starts = []
            indices = []
            return
        }
        var starts = [Int32](repeating: 0, count: 257)
        for phrase in phrases {
            if let byte = key(phrase) {
                starts[Int(byte) + 1] += 1
            } else {
                for byte in 1...256 { starts[byte] += 1 }
            }
        }
        for byte in 1...256 { starts[byte] += starts[byte - 1] }
        var next = starts
        var indices = [Int32](repeating: 0, count: Int(starts[256]))
        for (index, phrase) in phrases.enumerated() {
            if let byte = key(phrase) {
                indices[Int(next[Int(byte)])] = Int32(index)
                next[Int(byte)] += 1
            } else {
                for byte in 0..<256 {
                    indices[Int(next[byte])] = Int32(index)
                    next[byte] += 1
                }
            }
        }
        self.starts = starts
        self.indices = indices
    }

    /// The indices bucketed under `byte`, in list order.
    @inline(__always)
    subscript(byte: UInt8) -> ArraySlice<Int32> {
        guard !starts.isEmpty else { return [] }
        return indices[Int(starts[Int(byte)]) ..< Int(starts[Int(byte) + 1])]
    }
}
