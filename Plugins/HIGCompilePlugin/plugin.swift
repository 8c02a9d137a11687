import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory higc-compile [higc compile options]`
///
/// Runs `higc compile` in the root of the package that invokes it, so a package that vendors
/// guideline Markdown regenerates its catalog, drift report, review page and Swift stubs without
/// installing higc. The output is meant to be committed (like swift-openapi-generator's command
/// plugin) rather than generated on every build: the catalog is the id lock, and reviewers read
/// the diff of the drift report. `higc.yml` in the package root is honoured; arguments after the
/// verb are passed to `higc compile` (`--check`, `--fail-on missing`, `--findings-format github`, …).
@main
struct HIGCompilePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let higc = try context.tool(named: "higc")
        let process = Process()
        process.executableURL = higc.url
        process.arguments = ["compile"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // higc has already printed why; this makes `swift package` (and the CI step) fail too.
            throw HIGCompilePluginError.failed(status: process.terminationStatus)
        }
    }
}

enum HIGCompilePluginError: Error, CustomStringConvertible {
    case failed(status: Int32)

    var description: String {
        switch self {
        case .failed(let status): return "higc compile exited with status \(status)"
        }
    }
}
