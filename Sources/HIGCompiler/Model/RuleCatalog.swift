/// The compiled rule catalog written to `catalog.json`.
public struct RuleCatalog: Hashable, Sendable, Codable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var rules: [GuidelineRule]
    public var callouts: [Callout]
    /// Rules removed by earlier compiles, by id: their ids are never handed to another rule.
    public var retired: [RetiredRule]

    public init(schemaVersion: Int = RuleCatalog.currentSchemaVersion, rules: [GuidelineRule], callouts: [Callout],
                retired: [RetiredRule] = []) {
        self.schemaVersion = schemaVersion
        self.rules = rules
        self.callouts = callouts
        self.retired = retired
    }
}

extension RuleCatalog {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, rules, callouts, retired
    }

    /// `retired` may be absent: catalogs written before it existed hold none.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(schemaVersion: try container.decode(Int.self, forKey: .schemaVersion),
                  rules: try container.decode([GuidelineRule].self, forKey: .rules),
                  callouts: try container.decode([Callout].self, forKey: .callouts),
                  retired: try container.decodeIfPresent([RetiredRule].self, forKey: .retired) ?? [])
    }
}
