/// Column titles for languages, in their own script.
enum LanguageNames {
    static let known: [LanguageCode: String] = [
        "en": "English", "ko": "한국어", "ja": "日本語", "zh-Hans": "简体中文", "zh-Hant": "繁體中文",
        "fr": "Français", "de": "Deutsch", "es": "Español", "it": "Italiano", "pt": "Português",
    ]

    static func name(_ language: LanguageCode) -> String { known[language] ?? language }
}
