import Foundation

/// JSON as higc writes it: sorted keys, two-space indentation, unescaped slashes, trailing newline.
/// Byte-identical for the same value on any machine.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        var bytes = try encodeBytes(value)
        bytes.append(0x0A)
        return Data(bytes)
    }

    /// The same bytes `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
    /// writes (keys sorted by their UTF-8 bytes, `" : "`, empty containers as `[\n\n]`), from
    /// `CompactJSONEncoder`, which skips Foundation's generic value boxes and is several times
    /// faster on a large catalog. Values it does not model (dates, data, decimals, URLs,
    /// non-finite numbers) go through `JSONEncoder` itself.
    static func encodeBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var sink = OutputSink { bytes.append(contentsOf: $0) } reset: { bytes.removeAll() }
        try stream(value, into: &sink, newline: false)
        try sink.finish()
        return bytes
    }

    /// Writes the JSON of `value` into a sink as it goes: large arrays at the top level (the
    /// catalog's rules, the report's findings) are encoded element by element and flushed, so
    /// the encoded catalog is never in memory as a whole.
    static func stream<T: Encodable>(_ value: T, into sink: inout OutputSink, newline: Bool = true) throws {
        do {
            let root = try CompactJSONEncoder.encode(value)
            var writer = CompactJSONWriter()
            try writer.write(root, depth: 0, sink: &sink)
            if newline { writer.bytes.append(0x0A) }
            try sink.write(bytes: writer.bytes)
        } catch CompactJSONEncoder.Unsupported.value {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var data = try encoder.encode(value)
            if newline { data.append(0x0A) }
            try sink.reset()
            try sink.write(data)
        }
    }
}

/// A generated file holding `value` as JSON.
extension GeneratedFile {
    static func json<T: Encodable & Sendable>(_ path: String, _ value: T) -> GeneratedFile {
        GeneratedFile(path: path) { sink in try JSONOutput.stream(value, into: &sink) }
    }
}

// MARK: - Values

/// A JSON value as the encoder builds it. Containers are classes so nested containers can be
/// filled after they are handed out, as `Encoder` allows.
enum CompactJSONValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array(CompactJSONArray)
    case object(CompactJSONObject)
    /// A top-level array whose elements are encoded only when written.
    case lazyArray(CompactJSONLazyArray, codingPath: [CodingKey])
    /// A value that writes itself (see `CompactJSONDirect`).
    case direct(CompactJSONDirect)
}

/// Arrays the encoder may leave unencoded until the writer reaches them.
protocol CompactJSONLazyArray {
    var compactJSONCount: Int { get }
    func compactJSONElement(_ index: Int, codingPath: [CodingKey]) throws -> CompactJSONValue
}

extension Array: CompactJSONLazyArray where Element: Encodable {
    var compactJSONCount: Int { count }
    func compactJSONElement(_ index: Int, codingPath: [CodingKey]) throws -> CompactJSONValue {
        if let direct = self[index] as? CompactJSONDirect { return .direct(direct) }
        return try CompactJSONEncoder.encode(self[index], codingPath: codingPath + [CompactIndexKey(index)])
    }
}

struct CompactIndexKey: CodingKey {
    var stringValue: String { "Index \(intValue!)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

final class CompactJSONArray {
    var values: [CompactJSONValue] = []
}

final class CompactJSONObject {
    var keys: [String] = []
    var values: [CompactJSONValue] = []
    /// Key → position, built only for large objects (dictionaries): a repeated key replaces the
    /// earlier value, as in `JSONEncoder`.
    private var index: [String: Int]?

    func set(_ value: CompactJSONValue, for key: String) {
        if let index, let position = index[key] {
            values[position] = value
            return
        }
        if index == nil, keys.count < 16 {
            if let position = keys.firstIndex(of: key) {
                values[position] = value
                return
            }
        } else if index == nil {
            index = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { $1 })
        }
        keys.append(key)
        values.append(value)
        index?[key] = keys.count - 1
    }
}

// MARK: - Encoder

final class CompactJSONEncoder: Encoder {
    enum Unsupported: Error { case value }

    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var value: CompactJSONValue?

    init(codingPath: [CodingKey]) {
        self.codingPath = codingPath
    }

    static func encode<T: Encodable>(_ value: T, codingPath: [CodingKey] = []) throws -> CompactJSONValue {
        if let simple = try simpleValue(value) { return simple }
        let encoder = CompactJSONEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        // A type that asked for no container encodes as an empty object, as with JSONEncoder.
        return encoder.value ?? .object(CompactJSONObject())
    }

    /// Scalars without going through `encode(to:)`; nil for everything else. Types JSONEncoder
    /// treats specially are refused.
    @inline(__always)
    static func simpleValue<T: Encodable>(_ value: T) throws -> CompactJSONValue? {
        switch value {
        case let string as String: return .string(string)
        case let int as Int: return .number(String(int))
        case let bool as Bool: return .bool(bool)
        case let double as Double: return try number(double)
        case is Date, is Data, is URL, is Decimal, is Float:
            throw Unsupported.value
        default: return nil
        }
    }

    static func number(_ double: Double) throws -> CompactJSONValue {
        guard double.isFinite else { throw Unsupported.value }
        if let integer = wholeNumber(double) { return .number(String(integer)) }
        var text = double.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    /// `double` as an integer when its description is that integer followed by `.0` (Swift writes
    /// exponents only from 1e16 on), so it can be written without formatting the double; nil for
    /// fractions, -0 and large values.
    @inline(__always)
    static func wholeNumber(_ double: Double) -> Int? {
        guard double.magnitude < 1e15, double == double.rounded(.towardZero),
              !(double == 0 && double.sign == .minus) else { return nil }
        return Int(double)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: CompactJSONObject
        if case .object(let existing)? = value {
            object = existing
        } else {
            object = CompactJSONObject()
            value = .object(object)
        }
        return KeyedEncodingContainer(CompactKeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let array: CompactJSONArray
        if case .array(let existing)? = value {
            array = existing
        } else {
            array = CompactJSONArray()
            value = .array(array)
        }
        return CompactUnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        CompactSingleValueContainer(encoder: self)
    }
}

struct CompactKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: CompactJSONObject
    let codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { object.set(try CompactJSONEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported.value }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { object.set(.number(String(value)), for: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // Properties of the top-level value that are long arrays are encoded as they are written.
        if codingPath.isEmpty, let array = value as? CompactJSONLazyArray, array.compactJSONCount >= 64 {
            object.set(.lazyArray(array, codingPath: [key]), for: key.stringValue)
            return
        }
        object.set(try CompactJSONEncoder.encode(value, codingPath: codingPath + [key]), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = CompactJSONObject()
        object.set(.object(nested), for: key.stringValue)
        return KeyedEncodingContainer(CompactKeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let nested = CompactJSONArray()
        object.set(.array(nested), for: key.stringValue)
        return CompactUnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder {
        CompactReferencingEncoder(codingPath: codingPath) { [object] value in object.set(value, for: "super") }
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        CompactReferencingEncoder(codingPath: codingPath + [key]) { [object] value in object.set(value, for: key.stringValue) }
    }
}

struct CompactUnkeyedContainer: UnkeyedEncodingContainer {
    let array: CompactJSONArray
    let codingPath: [CodingKey]
    var count: Int { array.values.count }

    private struct IndexKey: CodingKey {
        var stringValue: String { "Index \(intValue!)" }
        var intValue: Int?
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    mutating func encodeNil() throws { array.values.append(.null) }
    mutating func encode(_ value: Bool) throws { array.values.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.values.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.values.append(try CompactJSONEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported.value }
    mutating func encode(_ value: Int) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { array.values.append(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { array.values.append(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.values.append(try CompactJSONEncoder.encode(value, codingPath: codingPath + [IndexKey(array.values.count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = CompactJSONObject()
        let key = IndexKey(array.values.count)
        array.values.append(.object(nested))
        return KeyedEncodingContainer(CompactKeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let nested = CompactJSONArray()
        let key = IndexKey(array.values.count)
        array.values.append(.array(nested))
        return CompactUnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder {
        let position = array.values.count
        array.values.append(.object(CompactJSONObject()))
        return CompactReferencingEncoder(codingPath: codingPath + [IndexKey(position)]) { [array] value in array.values[position] = value }
    }
}

struct CompactSingleValueContainer: SingleValueEncodingContainer {
    let encoder: CompactJSONEncoder
    var codingPath: [CodingKey] { encoder.codingPath }

    func encodeNil() throws { encoder.value = .null }
    func encode(_ value: Bool) throws { encoder.value = .bool(value) }
    func encode(_ value: String) throws { encoder.value = .string(value) }
    func encode(_ value: Double) throws { encoder.value = try CompactJSONEncoder.number(value) }
    func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported.value }
    func encode(_ value: Int) throws { encoder.value = .number(String(value)) }
    func encode(_ value: Int8) throws { encoder.value = .number(String(value)) }
    func encode(_ value: Int16) throws { encoder.value = .number(String(value)) }
    func encode(_ value: Int32) throws { encoder.value = .number(String(value)) }
    func encode(_ value: Int64) throws { encoder.value = .number(String(value)) }
    func encode(_ value: UInt) throws { encoder.value = .number(String(value)) }
    func encode(_ value: UInt8) throws { encoder.value = .number(String(value)) }
    func encode(_ value: UInt16) throws { encoder.value = .number(String(value)) }
    func encode(_ value: UInt32) throws { encoder.value = .number(String(value)) }
    func encode(_ value: UInt64) throws { encoder.value = .number(String(value)) }
    func encode<T: Encodable>(_ value: T) throws {
        encoder.value = try CompactJSONEncoder.encode(value, codingPath: encoder.codingPath)
    }
}

/// The encoder `superEncoder()` returns: whatever it encodes lands where it was asked for.
final class CompactReferencingEncoder: Encoder {
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private let inner: CompactJSONEncoder
    private let store: (CompactJSONValue) -> Void

    init(codingPath: [CodingKey], store: @escaping (CompactJSONValue) -> Void) {
        self.codingPath = codingPath
        self.inner = CompactJSONEncoder(codingPath: codingPath)
        self.store = store
        store(.object(CompactJSONObject()))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let container = inner.container(keyedBy: type)
        store(inner.value!)
        return container
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let container = inner.unkeyedContainer()
        store(inner.value!)
        return container
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        ReferencingSingleValue(inner: inner, store: store)
    }

    private struct ReferencingSingleValue: SingleValueEncodingContainer {
        let inner: CompactJSONEncoder
        let store: (CompactJSONValue) -> Void
        var codingPath: [CodingKey] { inner.codingPath }
        private func keep(_ body: (inout SingleValueEncodingContainer) throws -> Void) rethrows {
            var container = inner.singleValueContainer()
            try body(&container)
            store(inner.value ?? .null)
        }
        func encodeNil() throws { try keep { try $0.encodeNil() } }
        func encode(_ value: Bool) throws { try keep { try $0.encode(value) } }
        func encode(_ value: String) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Double) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Float) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Int) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Int8) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Int16) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Int32) throws { try keep { try $0.encode(value) } }
        func encode(_ value: Int64) throws { try keep { try $0.encode(value) } }
        func encode(_ value: UInt) throws { try keep { try $0.encode(value) } }
        func encode(_ value: UInt8) throws { try keep { try $0.encode(value) } }
        func encode(_ value: UInt16) throws { try keep { try $0.encode(value) } }
        func encode(_ value: UInt32) throws { try keep { try $0.encode(value) } }
        func encode(_ value: UInt64) throws { try keep { try $0.encode(value) } }
        func encode<T: Encodable>(_ value: T) throws { try keep { try $0.encode(value) } }
    }
}

// MARK: - Writer

/// Serialises a `CompactJSONValue` exactly as Foundation's pretty-printing JSON writer does.
struct CompactJSONWriter {
    var bytes: [UInt8] = []

    /// Writes `value`; while writing a lazy array, the buffer goes to `sink` whenever it is large.
    mutating func write(_ value: CompactJSONValue, depth: Int, sink: inout OutputSink) throws {
        switch value {
        case .string(let string): writeString(string)
        case .number(let number): bytes.append(contentsOf: number.utf8)
        case .bool(let flag): append(flag ? "true" : "false")
        case .null: append("null")
        case .array(let array):
            try writeArray(count: array.values.count, depth: depth, sink: &sink) { array.values[$0] }
        case .lazyArray(let array, let codingPath):
            try writeArray(count: array.compactJSONCount, depth: depth, sink: &sink) {
                try array.compactJSONElement($0, codingPath: codingPath)
            }
        case .direct(let direct):
            try direct.writeCompactJSON(&self, depth: depth)
        case .object(let object):
            bytes.append(0x7B) // {
            let order = object.keys.indices.sorted { object.keys[$0].utf8.lexicographicallyPrecedes(object.keys[$1].utf8) }
            for (offset, position) in order.enumerated() {
                newline(indentedTo: depth + 1, separating: offset > 0)
                writeString(object.keys[position])
                append(" : ")
                try write(object.values[position], depth: depth + 1, sink: &sink)
            }
            close(0x7D, depth: depth, isEmpty: order.isEmpty) // }
        }
    }

    private mutating func writeArray(count: Int, depth: Int, sink: inout OutputSink,
                                     element: (Int) throws -> CompactJSONValue) throws {
        bytes.append(0x5B) // [
        for index in 0..<count {
            newline(indentedTo: depth + 1, separating: index > 0)
            try write(element(index), depth: depth + 1, sink: &sink)
            if bytes.count >= OutputSink.chunkSize {
                try sink.write(bytes: bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        close(0x5D, depth: depth, isEmpty: count == 0) // ]
    }

    /// A literal piece of syntax.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A line feed and two spaces per level, after a comma when `separating`, copied as one slice
    /// of `lineBreak`: the breaks between members are most of a pretty-printed file's syntax, and
    /// appending them byte by byte cost more than the values.
    @inline(__always)
    mutating func newline(indentedTo depth: Int, separating: Bool = false) {
        let end = 2 + 2 * depth
        guard end <= Self.lineBreak.count else {
            if separating { bytes.append(0x2C) }
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
            return
        }
        Self.lineBreak.withUnsafeBufferPointer {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[(separating ? 0 : 1)..<end]))
        }
    }

    private static let lineBreak: [UInt8] = [0x2C, 0x0A] + repeatElement(0x20, count: 64)

    /// `,` when `separating`, the line break and indentation of `depth`, and `"name" : `, put
    /// together on the stack and appended at once: names are a third of a catalog's appends, and
    /// each append costs more than the few bytes it copies.
    mutating func appendMemberName(_ name: StaticString, depth: Int, separating: Bool) {
        let length = (separating ? 1 : 0) + 1 + 2 * depth + name.utf8CodeUnitCount + 5
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { piece in
            var end = 0
            func put(_ byte: UInt8) {
                piece.initializeElement(at: end, to: byte)
                end += 1
            }
            if separating { put(0x2C) } // ,
            put(0x0A)
            for _ in 0..<2 * depth { put(0x20) }
            put(0x22)
            for offset in 0..<name.utf8CodeUnitCount { put(name.utf8Start[offset]) }
            put(0x22); put(0x20); put(0x3A); put(0x20) // " :
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[..<end]))
        }
    }

    /// Ends a container opened at `depth` with `bracket`; an empty one is `[\n\n]` or `{\n\n}`, as
    /// Foundation writes it.
    @inline(__always)
    mutating func close(_ bracket: UInt8, depth: Int, isEmpty: Bool) {
        if isEmpty { bytes.append(0x0A) }
        newline(indentedTo: depth)
        bytes.append(bracket)
    }

    /// Quotes and escapes like Foundation: `"` `\` and control characters; `/` and non-ASCII as is.
    /// Runs of bytes that need nothing are copied whole.
    mutating func writeString(_ string: String) {
        bytes.append(0x22)
        SimpleText.withUTF8(string) { utf8 in
            var mark = 0
            var index = Self.firstEscaped(in: utf8, from: 0)
            while index < utf8.count {
                if index > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index])) }
                appendEscape(of: utf8[index])
                mark = index + 1
                index = Self.firstEscaped(in: utf8, from: mark)
            }
            if utf8.count > mark { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<utf8.count])) }
        }
        bytes.append(0x22)
    }

    private mutating func appendEscape(of byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        default:
            let hex: StaticString = "0123456789abcdef"
            append("\\u00")
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 0x0F)])
        }
    }

    /// The position of the first byte at or after `start` that needs escaping, or the count.
    @inline(__always)
    private static func firstEscaped(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteWord.firstIndex(in: utf8, from: start, mayMatch: needsEscaping) { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    }

    /// Whether any of the eight bytes in `word` is below 0x20, `"` (0x22) or `\` (0x5C).
    @inline(__always)
    private static func needsEscaping(_ word: UInt64) -> Bool {
        ByteWord.any(ByteWord.below(word, 0x20) | ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0x5C))
    }
}
