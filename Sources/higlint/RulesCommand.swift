import ArgumentParser
import HIGLint
import HIGRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every catalog rule and whether higlint implements it.",
        discussion: """
        One entry per rule of the catalog, in catalog order: implemented or not implemented, the \
        rule id, its page and severity (after the configuration), and its statement in the chosen \
        language. Rules the configuration switches off are marked disabled.
        """
    )

    @OptionGroup var options: ConfigurationOptions

    func run() throws {
        let configuration: LintConfiguration
        do {
            configuration = try options.loadConfiguration()
        } catch let error as LintError {
            printError("higlint: error: \(error)")
            throw ExitCode(2)
        }
        let listing = LintRuleRegistry.listing(configuration: configuration)
        let language = options.language ?? configuration.language ?? "en"
        let width = (listing.map(\.status.rawValue.count).max() ?? 0) + 2
        for entry in listing {
            let status = entry.status.rawValue.padding(toLength: width)
            var details = [entry.description.page, entry.severity.rawValue]
            if entry.status == .implemented && !entry.isEnabled { details.append("disabled") }
            print("\(status)\(entry.description.identifier) (\(details.joined(separator: ", ")))")
            print(String(repeating: " ", count: width) + entry.description.statement(in: language))
        }
        let implemented = listing.filter { $0.status == .implemented }.count
        print("\(implemented) of \(listing.count) rules implemented.")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
