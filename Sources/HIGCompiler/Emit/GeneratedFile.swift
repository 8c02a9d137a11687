import Foundation

/// One file of the output directory, rendered only when it is written (or compared), straight
/// into an `OutputSink`: a large catalog never sits in memory as a whole.
public struct GeneratedFile: Sendable {
    public var path: String
    let render: @Sendable (inout OutputSink) throws -> Void

    public init(path: String, render: @escaping @Sendable (inout OutputSink) throws -> Void) {
        self.path = path
        self.render = render
    }

    /// A file whose bytes are already known.
    public init(path: String, data: Data) {
        self.init(path: path) { sink in try sink.write(data) }
    }

    /// A file from text rendered in one piece.
    public init(path: String, text: @escaping @Sendable () -> String) {
        self.init(path: path) { sink in try sink.write(text()) }
    }

    /// The whole file in memory (tests, `GeneratedOutput.files(for:)`).
    public func data() throws -> Data {
        var collected = Data()
        var sink = OutputSink { collected.append(contentsOf: $0) } reset: { collected.removeAll() }
        try render(&sink)
        try sink.finish()
        return collected
    }
}

/// Where a renderer writes: a buffer handed on in chunks (to a file, a comparison, or memory).
public struct OutputSink {
    static let chunkSize = 1 << 16
    private(set) var buffer: [UInt8] = []
    private let deliver: (UnsafeBufferPointer<UInt8>) throws -> Void
    private let restart: () throws -> Void

    init(deliver: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void, reset restart: @escaping () throws -> Void) {
        self.deliver = deliver
        self.restart = restart
        // No up-front reservation: most generated files are a few kilobytes, and a 128 KB buffer
        // per file is an mmap and a page-zeroing round trip for each of thousands of stubs.
    }

    public mutating func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: $0) }
    }

    public mutating func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write(bytes: $0.bindMemory(to: UInt8.self)) }
    }

    public mutating func write(bytes: UnsafeBufferPointer<UInt8>) throws {
        if buffer.count + bytes.count > Self.chunkSize, !buffer.isEmpty { try flush() }
        if bytes.count >= Self.chunkSize {
            try deliver(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    public mutating func write(bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try write(bytes: $0) }
    }

    /// Hands on what is buffered when it is large (renderers call this between pieces).
    mutating func flushIfLarge() throws {
        if buffer.count >= Self.chunkSize { try flush() }
    }

    mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBufferPointer { try deliver($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Forgets everything written so far (a renderer starting over another way).
    mutating func reset() throws {
        buffer.removeAll(keepingCapacity: true)
        try restart()
    }

    mutating func finish() throws {
        try flush()
    }
}
