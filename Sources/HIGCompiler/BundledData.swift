import Foundation

/// The rules of thumb higc ships as data files (`Resources/<folder>/<file>`), decoded once.
enum BundledData {
    /// `file` in the bundled `folder`, decoded as `type`. higc cannot work without its own data:
    /// a missing or unreadable file is a broken installation, not bad input.
    static func decode<Value: Decodable>(_ type: Value.Type, folder: String, file: String) -> Value {
        guard let url = Bundle.module.url(forResource: folder, withExtension: nil)?.appendingPathComponent(file),
              let data = FileManager.default.contents(atPath: url.path),
              let value = try? JSONDecoder().decode(type, from: data) else {
            fatalError("higc's bundled \(folder)/\(file) is unreadable")
        }
        return value
    }
}
