import Foundation

/// Headless Chromium for the review page tests (Debian: `apt-get install chromium`). Each run gets
/// its own profile directory, so parallel runs never attach to one another's browser.
enum ReviewBrowser {
    static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The browser, from `HIGC_CHROMIUM` or the first of `names` on `PATH`.
    static var executable: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["HIGC_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for directory in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    static func noteSkipped(_ what: String) {
        print("◇ skipped \(what): headless Chromium is not installed (Debian: apt-get install chromium)")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The DOM after the page's scripts ran, serialised.
    static func dumpDOM(_ page: URL, fragment: String = "", width: Int = 1280, height: Int = 900) throws -> String {
        let output = try run(["--dump-dom", "--window-size=\(width),\(height)", url(page, fragment)])
        guard output.contains("</html>") else { throw Failure(description: "Chromium printed no DOM for \(page.path)") }
        return output
    }

    /// A PNG of the first `height` pixels of the page at a viewport `width` wide.
    static func screenshot(_ page: URL, width: Int, height: Int, to png: URL) throws {
        _ = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars", url(page, "")])
        guard FileManager.default.fileExists(atPath: png.path) else {
            throw Failure(description: "Chromium wrote no screenshot to \(png.path)")
        }
    }

    private static func url(_ page: URL, _ fragment: String) -> String {
        page.standardizedFileURL.absoluteString + fragment
    }

    /// Runs the browser headless; stdout as text. Fails after `timeout` seconds.
    private static func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> String {
        guard let executable else { throw Failure(description: "no Chromium") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("higc-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                             "--disable-extensions", "--disable-dev-shm-usage", "--mute-audio", "--user-data-dir=\(profile.path)"] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let reader = ReviewPipeReader(stdout)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Failure(description: "Chromium did not finish within \(Int(timeout)) s")
        }
        let data = reader.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Chromium exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Drains a pipe on a background queue, so a child that writes more than the pipe buffer
/// never blocks while the test waits for it to exit.
final class ReviewPipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything the pipe delivered, once the writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
