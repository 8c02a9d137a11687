/// Type and module names of the Swift standard library and Apple's frameworks that code using
/// the generated stubs imports beside them (`Color`, `Date`, `Charts`). The names live in
/// `Resources/Swift/platform-type-names.json`.
struct PlatformTypeNames: Decodable {
    let names: Set<String>

    func contains(_ name: String) -> Bool { names.contains(name) }

    static let bundled = BundledData.decode(PlatformTypeNames.self, folder: "Swift", file: "platform-type-names.json")
}
