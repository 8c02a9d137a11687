/// Translations written in the declarative register (「…を明確に示します。」, "…배치하지
/// 않습니다." for "Clearly show …", "Don't place …"), as some localised guidelines are: they put
/// every request as a description, so a file is read as such only on the evidence of several.
enum DeclarativeRegister {
    /// Fewest descriptions that make a file's register.
    static let minimum = 3

    /// Whether `descriptions` of a file's `all` requests make its register: at least `minimum`,
    /// and at least two in five. Translators mix the registers (…します beside …してください):
    /// a file that has the style keeps it when one of its sentences is made a request, rather
    /// than turning every other description into drift.
    static func holds(descriptions: Int, of all: Int) -> Bool {
        descriptions >= minimum && descriptions * 5 >= all * 2
    }
}
