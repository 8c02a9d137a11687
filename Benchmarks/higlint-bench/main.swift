// Measures higlint's throughput: generates Swift files of realistic UIKit code (view controllers
// with bars, toolbars, table views, some violations) into a temporary directory, lints them with
// every implemented rule the way the command does (discovery, parsing, rules, sorting), and
// prints files per second.
//
//   swift run -c release higlint-bench [FILES] [LINES]     (defaults: 1000 files, ~200 lines)

import Dispatch
import Foundation
import HIGLint

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let fileCount = arguments.count > 0 ? arguments[0] : 1000
let targetLines = arguments.count > 1 ? arguments[1] : 200
let runs = 5

/// One generated view controller, about `lines` long. `seed` varies names and which rules fire.
func makeSource(seed: Int, lines: Int) -> String {
    var text = """
    import UIKit

    final class Screen\(seed)ViewController: UITableViewController {
        private var items: [String] = []
        private let filter = UISegmentedControl(items: ["All", "Recent", "Shared"])

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Screen \(seed)"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
            let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))

    """
    switch seed % 4 {
    case 0: text += "        navigationItem.rightBarButtonItems = [save, share]\n"
    case 1: text += "        navigationItem.rightBarButtonItem = save\n        toolbarItems = [UIBarButtonItem(customView: filter), .flexibleSpace(), share]\n"
    case 2: text += "        navigationItem.rightBarButtonItem = save\n        navigationController?.navigationBar.isHidden = false\n"
    default: text += "        navigationItem.rightBarButtonItem = save\n        toolbarItems = [share, .flexibleSpace()]\n"
    }
    text += "    }\n\n"
    var method = 0
    var lineCount = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    while lineCount < lines - 12 {
        let section = """
            func configureSection\(method)(_ cell: UITableViewCell, at indexPath: IndexPath) {
                var content = cell.defaultContentConfiguration()
                content.text = items.indices.contains(indexPath.row) ? items[indexPath.row] : "Item \\(indexPath.row)"
                content.secondaryText = "Section \(method)"
                cell.contentConfiguration = content
                let height = navigationController?.navigationBar.frame.height ?? 44
                if height > 100 && indexPath.row % \(method + 2) == 0 {
                    cell.accessoryType = .disclosureIndicator
                } else {
                    cell.accessoryType = .none
                }
            }

        """
        text += section
        lineCount += section.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        method += 1
    }
    text += """
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            configureSection0(cell, at: indexPath)
            return cell
        }

        @objc private func save() {}
        @objc private func share() {}
    }

    """
    return text
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

var totalLines = 0
for index in 0..<fileCount {
    let source = makeSource(seed: index, lines: targetLines)
    totalLines += source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let folder = directory.appendingPathComponent("Module\(index / 100)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: folder.appendingPathComponent("Screen\(index)ViewController.swift"))
}

/// CPU time of the process so far (all threads), in seconds: less sensitive than wall-clock
/// time to other work on the machine.
func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

/// The best of `runs` lint runs: wall-clock seconds, CPU seconds, violations.
func measure(_ linter: Linter) throws -> (wall: Double, cpu: Double, violations: Int) {
    var best = (wall: Double.infinity, cpu: Double.infinity, violations: 0)
    for _ in 1...runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuSeconds()
        let report = try linter.lint(paths: [directory.path])
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuStart
        precondition(report.fileCount == fileCount)
        if wall < best.wall { best = (wall, cpu, report.violations.count) }
    }
    return best
}

func describe(_ name: String, _ result: (wall: Double, cpu: Double, violations: Int)) {
    print(String(format: "%@: %.0f files/s, %.0f ms per 100 files (%.0f ms CPU per 100 files), %d violations",
                 name, Double(fileCount) / result.wall, result.wall / Double(fileCount) * 100_000,
                 result.cpu / Double(fileCount) * 100_000, result.violations))
}

let linter = try Linter()
print("higlint-bench: \(fileCount) files, \(totalLines) lines (\(totalLines / max(fileCount, 1)) per file), "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(runs) runs")
describe("read + parse only", try measure(try Linter(implementations: [])))
describe("higlint, \(linter.rules.count) rules", try measure(linter))

// One long block (a generated file, a script): each name is looked up among the statements before
// it, so the time per statement must not grow with the block's length.
for statements in [2_000, 20_000] {
    let longBlock = directory.appendingPathComponent("LongBlock\(statements)")
    try FileManager.default.createDirectory(at: longBlock, withIntermediateDirectories: true)
    var source = "import UIKit\n\nfinal class LongViewController: UIViewController {\n    func configure(closeItem: UIBarButtonItem) {\n"
    for index in 0..<statements {
        source += index.isMultiple(of: 2) ? "        let item\(index) = closeItem\n" : "        navigationItem.leftBarButtonItem = item\(index - 1)\n"
    }
    source += "    }\n}\n"
    try Data(source.utf8).write(to: longBlock.appendingPathComponent("Long.swift"))
    let start = DispatchTime.now().uptimeNanoseconds
    let report = try linter.lint(paths: [longBlock.path])
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(String(format: "one block of %d statements: %.2f s (%.1f µs per statement), %d violations",
                 statements, seconds, seconds / Double(statements) * 1e6, report.violations.count))
}
