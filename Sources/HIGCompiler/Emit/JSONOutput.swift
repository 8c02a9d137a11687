import Foundation

/// JSON as higc writes it: sorted keys, two-space indentation, unescaped slashes, trailing newline.
/// Byte-identical for the same value on any machine.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
