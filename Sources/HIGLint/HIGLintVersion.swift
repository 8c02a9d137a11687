/// The version `higlint --version` prints and SARIF names as its driver's.
///
/// higlint ships with higc from this package and lints against the catalog higc compiles, so the
/// two carry one version: this is `HIGCVersion.current`. HIGLint does not depend on the compiler
/// (it would pull cmark and the whole pipeline into the linter), so the number is written in both
/// places and `VersionTests` fails when they differ.
public enum HIGLintVersion {
    public static let current = "0.9.0"
}
