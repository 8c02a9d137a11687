/// The version `higc --version` prints and SARIF names as its driver's.
public enum HIGCVersion {
    public static let current = "0.9.0"
}
