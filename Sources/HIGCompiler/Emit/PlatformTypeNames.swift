import Foundation

/// Type and module names of the Swift standard library and Apple's frameworks that code using
/// the generated stubs imports beside them (`Color`, `Date`, `Charts`). The names live in
/// `Resources/Swift/platform-type-names.json`.
struct PlatformTypeNames: Decodable {
    let names: Set<String>

    func contains(_ name: String) -> Bool { names.contains(name) }

    static let bundled: PlatformTypeNames = {
        guard let url = Bundle.module.url(forResource: "Swift", withExtension: nil)?.appendingPathComponent("platform-type-names.json"),
              let data = FileManager.default.contents(atPath: url.path),
              let names = try? JSONDecoder().decode(PlatformTypeNames.self, from: data) else {
            fatalError("higc's bundled Swift/platform-type-names.json is unreadable")
        }
        return names
    }()
}
