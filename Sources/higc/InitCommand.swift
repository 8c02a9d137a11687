import ArgumentParser
import Foundation
import HIGCompiler

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter higc.yml in the current directory.",
        discussion: """
        Refuses to replace an existing file unless --force is given (exit 2).
        """
    )

    @Flag(help: "Overwrite an existing file.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Where to write it.", valueName: "file"))
    var path: String = HIGCConfiguration.fileName

    func validate() throws {
        // An unset variable in a CI script gives an empty path: say so, not "is a directory".
        if path.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--path is empty: name the file to write (\(HIGCConfiguration.fileName))")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            printError("higc: error: \(path): is a directory; --path names the file to write (\(path)/\(HIGCConfiguration.fileName))")
            throw ExitCode(2)
        }
        if FileManager.default.fileExists(atPath: url.path) && !force {
            printError("higc: error: \(ConfigurationError.fileExists(path: path))")
            throw ExitCode(2)
        }
        // Paths in the file are relative to it: the default folders of the current directory,
        // as seen from where the file goes.
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        let folder = url.standardizedFileURL.deletingLastPathComponent()
        let text = StarterConfiguration.text(
            guidelines: RelativePath.from(folder, to: current.appendingPathComponent(CompileSettings.defaultGuidelines)),
            output: RelativePath.from(folder, to: current.appendingPathComponent(CompileSettings.defaultOutput)))
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            printError("higc: error: \(path): cannot write: \(FileErrorReason.describe(error))")
            throw ExitCode(2)
        }
        // Only higc.yml in the current directory is read without --config.
        let isDefault = folder.path == current.path && url.lastPathComponent == HIGCConfiguration.fileName
        print("Wrote \(path). Edit it, then run `higc compile\(isDefault ? "" : " --config \(path)")`.")
    }
}
