import Foundation

/// A JSON document as a value, decoded without Foundation's `Any` (whose numbers and booleans
/// blur together on Linux).
enum JSONValue: Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null
        } else if let value = try? container.decode(Bool.self) { self = .bool(value)
        } else if let value = try? container.decode(Double.self) { self = .number(value)
        } else if let value = try? container.decode(String.self) { self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) { self = .array(value)
        } else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let value): return value == value.rounded() ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// JSON Schema (draft 2020-12) for exactly the keywords `Schemas/` uses: `type`, `required`,
/// `properties`, `additionalProperties`, `items`, `enum`, `$ref` into `$defs`, `minimum`,
/// `maximum`, `minLength`, `pattern`, plus the annotations `$schema`, `title`, `description`.
/// Any other keyword is a schema error, so a schema can never lean on a keyword this
/// validator would silently skip.
struct SchemaValidator {
    struct SchemaError: Error, CustomStringConvertible {
        var description: String
    }

    static let keywords: Set<String> = ["$schema", "$id", "$defs", "title", "description", "type", "required", "properties",
                                        "additionalProperties", "items", "enum", "$ref", "minimum", "maximum", "minLength", "pattern"]

    let schema: JSONValue

    init(schema: JSONValue) { self.schema = schema }

    init(contentsOf url: URL) throws { schema = try JSONValue.parse(Data(contentsOf: url)) }

    /// Every violation as `$.path: message`; empty when the instance is valid.
    func errors(in instance: JSONValue) throws -> [String] {
        var errors: [String] = []
        try check(instance, against: schema, at: "$", errors: &errors)
        return errors
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, at path: String, errors: inout [String]) throws {
        if case .bool(let allowed) = schema {
            if !allowed { errors.append("\(path): not allowed here") }
            return
        }
        guard case .object(let keywords) = schema else { throw SchemaError(description: "\(path): a schema must be an object or a boolean") }
        if let unknown = keywords.keys.first(where: { !Self.keywords.contains($0) }) {
            throw SchemaError(description: "keyword '\(unknown)' is not supported by this validator")
        }
        if case .string(let reference)? = keywords["$ref"] {
            try check(instance, against: resolve(reference), at: path, errors: &errors)
        }
        if let type = keywords["type"] {
            let allowed: [String]
            switch type {
            case .string(let name): allowed = [name]
            case .array(let names): allowed = names.compactMap { if case .string(let name) = $0 { return name } else { return nil } }
            default: throw SchemaError(description: "\(path): bad type keyword")
            }
            let actual = instance.typeName
            if !(allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))) {
                errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(actual)")
                return
            }
        }
        if case .array(let options)? = keywords["enum"], !options.contains(instance) {
            errors.append("\(path): \(describe(instance)) is not one of the allowed values")
        }
        if case .number(let value) = instance {
            if case .number(let minimum)? = keywords["minimum"], value < minimum { errors.append("\(path): \(value) is below the minimum \(minimum)") }
            if case .number(let maximum)? = keywords["maximum"], value > maximum { errors.append("\(path): \(value) is above the maximum \(maximum)") }
        }
        if case .string(let text) = instance {
            if case .number(let minimum)? = keywords["minLength"], Double(text.unicodeScalars.count) < minimum {
                errors.append("\(path): shorter than \(Int(minimum)) characters")
            }
            if case .string(let pattern)? = keywords["pattern"] {
                let regex = try NSRegularExpression(pattern: pattern)
                if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    errors.append("\(path): \(describe(instance)) does not match \(pattern)")
                }
            }
        }
        if case .object(let members) = instance {
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil {
                    errors.append("\(path): required property '\(name)' is missing")
                }
            }
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = keywords["properties"] { properties = declared }
            for name in members.keys.sorted() {
                let value = members[name]!
                if let property = properties[name] {
                    try check(value, against: property, at: "\(path).\(name)", errors: &errors)
                } else if let additional = keywords["additionalProperties"] {
                    if case .bool(false) = additional {
                        errors.append("\(path): property '\(name)' is not allowed")
                    } else {
                        try check(value, against: additional, at: "\(path).\(name)", errors: &errors)
                    }
                }
            }
        }
        if case .array(let items) = instance, let itemSchema = keywords["items"] {
            for (index, item) in items.enumerated() {
                try check(item, against: itemSchema, at: "\(path)[\(index)]", errors: &errors)
            }
        }
    }

    /// `#/$defs/name` (a JSON pointer into this document).
    private func resolve(_ reference: String) throws -> JSONValue {
        guard reference.hasPrefix("#/") else { throw SchemaError(description: "only local references are supported: \(reference)") }
        var node = schema
        for token in reference.dropFirst(2).split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard case .object(let members) = node, let next = members[key] else {
                throw SchemaError(description: "unresolvable reference \(reference)")
            }
            node = next
        }
        return node
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return number == number.rounded() ? String(Int(number)) : String(number)
        case .bool(let flag): return String(flag)
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
