import Foundation

/// A pull reader over the JSON higc writes, for reading a previous `catalog.json` and
/// `changelog.json` straight into model values.
///
/// `JSONDecoder` goes through a keyed container, a type lookup and a boxed value for every
/// member: reading back a catalog cost more than compiling the pages it came from. This reader
/// walks the bytes once and hands each member to the type that owns it. It accepts any valid
/// JSON (members in any order, unknown members skipped, any whitespace), rejects what is not,
/// and says where: `line 12, column 5: expected ',' or '}'`.
struct CompactJSONReader {
    /// Why the bytes are not the expected JSON; `line` and `column` are 1-based.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var problem: String

        var description: String { "line \(line), column \(column): \(problem)" }
    }

    /// Valid only inside `read(_:_:)`, which owns the bytes.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// How many values `skipValue` is inside of.
    private var skippedDepth = 0
    static let maximumSkippedDepth = 512
    /// Whether the whole input is valid UTF-8, checked once: then each string is taken as it is,
    /// else each is checked, so the failure can say where.
    private let isValidUTF8: Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        isValidUTF8 = String(validating: bytes, as: UTF8.self) != nil
        // A byte order mark is not JSON, but an editor may have added one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Reads one value with `read` and requires that nothing but whitespace follows it.
    static func read<Value>(_ bytes: [UInt8], _ read: (inout CompactJSONReader) throws -> Value) throws -> Value {
        try bytes.withUnsafeBufferPointer { try Self.read($0, read) }
    }

    /// `read(_:_:)` on a file's contents as they were loaded (no copy of a large catalog).
    static func read<Value>(_ data: Data, _ read: (inout CompactJSONReader) throws -> Value) throws -> Value {
        try data.withUnsafeBytes { try Self.read($0.bindMemory(to: UInt8.self), read) }
    }

    private static func read<Value>(_ buffer: UnsafeBufferPointer<UInt8>, _ read: (inout CompactJSONReader) throws -> Value) throws -> Value {
        var reader = CompactJSONReader(buffer)
        let value = try read(&reader)
        reader.skipWhitespace()
        guard reader.position == buffer.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    // MARK: Containers

    /// Reads an object, calling `member` with each member name; `member` reads (or skips) the
    /// value. Returns where the object starts, for `missing(_:in:at:)`.
    @discardableResult
    mutating func readObject(_ member: (String, inout CompactJSONReader) throws -> Void) throws -> Int {
        skipWhitespace()
        let start = position
        try expect(0x7B, "'{'")
        skipWhitespace()
        if peek == 0x7D { position += 1; return start }
        while true {
            skipWhitespace()
            guard peek == 0x22 else { throw failure("expected a member name in quotes") }
            let name = try readString()
            skipWhitespace()
            try expect(0x3A, "':'")
            try member(name, &self)
            skipWhitespace()
            switch peek {
            case 0x2C: position += 1
            case 0x7D: position += 1; return start
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    /// Reads an array, each element with `element`.
    mutating func readArray<Element>(_ element: (inout CompactJSONReader) throws -> Element) throws -> [Element] {
        try expect(0x5B, "'['")
        var elements: [Element] = []
        skipWhitespace()
        if peek == 0x5D { position += 1; return elements }
        while true {
            elements.append(try element(&self))
            skipWhitespace()
            switch peek {
            case 0x2C: position += 1
            case 0x5D: position += 1; return elements
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    mutating func readStrings() throws -> [String] {
        try readArray { try $0.readString() }
    }

    /// `nil` for `null`, else the value `read` reads.
    mutating func readOptional<Value>(_ read: (inout CompactJSONReader) throws -> Value) throws -> Value? {
        skipWhitespace()
        if bytes[position...].starts(with: Self.null) { position += 4; return nil }
        return try read(&self)
    }

    /// A string that must be one of `Value`'s raw values (a `kind`, a `modality`).
    mutating func readEnumeration<Value: RawRepresentable>(_: Value.Type) throws -> Value where Value.RawValue == String {
        skipWhitespace()
        let start = position
        let raw = try readString()
        guard let value = Value(rawValue: raw) else { throw failure("unknown value '\(raw)'", at: start) }
        return value
    }

    // MARK: Scalars

    mutating func readString() throws -> String {
        skipWhitespace()
        try expect(0x22, "a string")
        let start = position
        // Fast path: no escape, the characters are the bytes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 {
                defer { position += 1 }
                return try validated(start..<position)
            }
            if byte == 0x5C { break }
            if byte < 0x20 { throw failure("control character in a string") }
            position += 1
        }
        var unescaped = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x22:
                position += 1
                guard let string = String(validating: unescaped, as: UTF8.self) else {
                    throw failure("invalid UTF-8 in a string", at: start)
                }
                return string
            case 0x5C:
                position += 1
                try readEscape(into: &unescaped)
            case ..<0x20:
                throw failure("control character in a string")
            default:
                unescaped.append(byte)
                position += 1
            }
        }
        throw failure("unterminated string", at: start - 1)
    }

    mutating func readBool() throws -> Bool {
        skipWhitespace()
        if bytes[position...].starts(with: Self.true) { position += 4; return true }
        if bytes[position...].starts(with: Self.false) { position += 5; return false }
        throw failure("expected true or false")
    }

    mutating func readInt() throws -> Int {
        let start = try numberStart()
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Int(text) else { throw failure("expected a whole number", at: start) }
        return value
    }

    mutating func readDouble() throws -> Double {
        let start = try numberStart()
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("expected a number", at: start) }
        return value
    }

    /// Skips one value of any kind (a member this version of higc does not know), checking
    /// that it is valid JSON.
    mutating func skipValue() throws {
        // Each level of nesting is a call: a file nested thousands deep must fail, not overflow
        // the stack.
        skippedDepth += 1
        defer { skippedDepth -= 1 }
        guard skippedDepth <= Self.maximumSkippedDepth else { throw failure("nested more than \(Self.maximumSkippedDepth) levels deep") }
        skipWhitespace()
        switch peek {
        case 0x7B: try readObject { _, reader in try reader.skipValue() }
        case 0x5B: _ = try readArray { try $0.skipValue() }
        case 0x22: _ = try readString()
        case 0x74, 0x66: _ = try readBool()
        case 0x6E:
            guard bytes[position...].starts(with: Self.null) else { throw failure("expected a value") }
            position += 4
        default: _ = try readDouble()
        }
    }

    // MARK: Failures

    /// `value`, or the failure of a required member the object starting at `start` lacks.
    func required<Value>(_ value: Value?, _ member: String, in object: String, at start: Int) throws -> Value {
        guard let value else { throw missing(member, in: object, at: start) }
        return value
    }

    /// A failure at `offset` (the current position by default), with its line and column.
    func failure(_ problem: String, at offset: Int? = nil) -> Failure {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Columns count characters, not bytes: a Korean line's column is where an editor puts it.
        let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return Failure(line: line, column: column, problem: problem)
    }

    /// A required member that the object starting at `start` (what `readObject` returned) lacks.
    func missing(_ member: String, in object: String, at start: Int) -> Failure {
        failure("\(object) has no '\(member)'", at: start)
    }

    // MARK: Bytes

    private static let null = Array("null".utf8)
    private static let `true` = Array("true".utf8)
    private static let `false` = Array("false".utf8)

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        skipWhitespace()
        guard peek == byte else { throw failure(peek == nil ? "expected \(what), found the end" : "expected \(what)") }
        position += 1
    }

    /// Consumes a number's characters (JSON's grammar) and returns where they start.
    private mutating func numberStart() throws -> Int {
        skipWhitespace()
        let start = position
        if peek == 0x2D { position += 1 } // -
        let integerStart = position
        while let byte = peek, (0x30...0x39).contains(byte) { position += 1 }
        guard position > integerStart else { throw failure("expected a number", at: start) }
        if bytes[integerStart] == 0x30, position - integerStart > 1 { throw failure("a number with a leading zero", at: start) }
        if peek == 0x2E { // .
            position += 1
            let fractionStart = position
            while let byte = peek, (0x30...0x39).contains(byte) { position += 1 }
            guard position > fractionStart else { throw failure("expected digits after '.'", at: start) }
        }
        if peek == 0x65 || peek == 0x45 { // e E
            position += 1
            if peek == 0x2B || peek == 0x2D { position += 1 }
            let exponentStart = position
            while let byte = peek, (0x30...0x39).contains(byte) { position += 1 }
            guard position > exponentStart else { throw failure("expected digits in the exponent", at: start) }
        }
        return start
    }

    private func validated(_ range: Range<Int>) throws -> String {
        if isValidUTF8 { return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        guard let string = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            throw failure("invalid UTF-8 in a string", at: range.lowerBound)
        }
        return string
    }

    /// Reads the escape after a backslash and appends the UTF-8 it stands for.
    private mutating func readEscape(into output: inout [UInt8]) throws {
        guard let byte = peek else { throw failure("unterminated string") }
        position += 1
        switch byte {
        case 0x22, 0x5C, 0x2F: output.append(byte)
        case 0x62: output.append(0x08) // b
        case 0x66: output.append(0x0C) // f
        case 0x6E: output.append(0x0A) // n
        case 0x72: output.append(0x0D) // r
        case 0x74: output.append(0x09) // t
        case 0x75: // u
            var scalar = try readHexUnit()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by `\u` and a low one.
                guard bytes[position...].starts(with: [0x5C, 0x75]) else { throw failure("unpaired surrogate in \\u escape") }
                position += 2
                let low = try readHexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw failure("unpaired surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
            output.append(contentsOf: UTF8.encode(unicode)!)
        default:
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: position - 2)
        }
    }

    private mutating func readHexUnit() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw failure("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
