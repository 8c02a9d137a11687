/// Translations written in the declarative register (「…を明確に示します。」, "…배치하지
/// 않습니다." for "Clearly show …", "Don't place …"), as some localised guidelines are: they put
/// every request as a description, so a file is read as such only on the evidence of several.
enum DeclarativeRegister {
    /// Fewest descriptions, and most of the file's statements, that make a file's register.
    static let minimum = 3
}
