import HIGRules

/// Placeholder until the linter lands.
public enum Linter {}
