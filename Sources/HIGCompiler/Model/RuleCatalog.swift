/// The compiled rule catalog written to `catalog.json`.
public struct RuleCatalog: Hashable, Sendable, Codable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var rules: [GuidelineRule]
    public var callouts: [Callout]

    public init(schemaVersion: Int = RuleCatalog.currentSchemaVersion, rules: [GuidelineRule], callouts: [Callout]) {
        self.schemaVersion = schemaVersion
        self.rules = rules
        self.callouts = callouts
    }
}
