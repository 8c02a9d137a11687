import Foundation

/// Renders a compilation into the files of the output directory, keyed by relative path.
public enum GeneratedOutput {
    public static let catalogFile = "catalog.json"
    public static let alignmentFile = "alignment.json"
    public static let reportFile = "alignment.md"
    public static let changelogFile = "changelog.json"
    public static let reviewFile = ReviewPageRenderer.file

    /// `sourceRoot` is the guidelines root as a URL relative to the output directory: the review
    /// page links each statement to its source through it (`../Guidelines` for the default layout).
    public static func files(for compilation: Compilation, sourceRoot: String = "../Guidelines") throws -> [String: Data] {
        let generated = generatedFiles(for: compilation, sourceRoot: sourceRoot)
        var results = [Result<Data, Error>?](repeating: nil, count: generated.count)
        let lock = NSLock()
        // The renderings are independent: run them on every core.
        DispatchQueue.concurrentPerform(iterations: generated.count) { index in
            let result = Result { try generated[index].data() }
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        var files: [String: Data] = [:]
        for (file, result) in zip(generated, results) { files[file.path] = try result!.get() }
        return files
    }

    /// The same files, rendered only when `OutputWriter` writes or compares them, one or two at
    /// a time: the output is never in memory as a whole.
    public static func generatedFiles(for compilation: Compilation, sourceRoot: String = "../Guidelines") -> [GeneratedFile] {
        // Largest first: the files are rendered in parallel in this order, so the two biggest
        // start together and the small ones fill in around them.
        var generated: [GeneratedFile] = [
            GeneratedFile(path: reviewFile) { sink in
                // Page by page: the review page is as large as the catalog.
                try ReviewPageRenderer(compilation: compilation, sourceRoot: sourceRoot).render { piece in
                    try sink.write(bytes: piece)
                }
            },
            .json(catalogFile, compilation.catalog),
            GeneratedFile(path: reportFile) { sink in
                try AlignmentMarkdownRenderer(compilation: compilation).render { piece in try sink.write(bytes: piece) }
            },
            .json(alignmentFile, compilation.report),
            .json(changelogFile, compilation.changelog),
        ]
        generated += SwiftStubRenderer(catalog: compilation.catalog).plan()
        return generated
    }
}
