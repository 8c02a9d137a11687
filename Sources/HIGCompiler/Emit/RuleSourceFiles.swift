extension Collection<GuidelineRule> {
    /// The distinct source files of the rules' statements, sorted. A page's statements come from
    /// one file or a few, so looking through the ones found beats hashing every path.
    var sortedSourceFiles: [String] {
        var files: [String] = []
        for rule in self {
            for file in rule.statements.sourceFiles where !files.contains(file) { files.append(file) }
        }
        return files.sorted()
    }
}
