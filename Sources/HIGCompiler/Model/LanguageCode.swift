/// A BCP 47 language code such as `en`, `ko`, `ja`.
public typealias LanguageCode = String

extension LanguageCode {
    /// The source language every translation is compared with.
    public static let english: LanguageCode = "en"
}

/// Orders languages for output: English first, then alphabetically.
func languageOrder(_ lhs: LanguageCode, _ rhs: LanguageCode) -> Bool {
    if lhs == rhs { return false }
    if lhs == .english { return true }
    if rhs == .english { return false }
    return lhs < rhs
}
