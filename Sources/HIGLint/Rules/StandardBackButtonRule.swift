import HIGGeneratedRules
import HIGRules
import SwiftSyntax

/// Flags a custom button that replaces the standard back button. People rely on the system back
/// button (its chevron, the previous screen's title, the swipe-back gesture that goes with it) to
/// retrace their steps; a replacement loses some of that and rarely matches exactly. To change
/// only its title, set `backBarButtonItem` (or `backButtonTitle`) on the previous screen's item.
///
/// Flags a left item (`leftBarButtonItem`, `leftBarButtonItems`, `setLeftBarButton(_:animated:)`,
/// `setLeftBarButtonItems(_:animated:)`) when either
/// - the same navigation item also gets `hidesBackButton = true` or
///   `setHidesBackButton(true, animated:)` anywhere in the same type (extensions in the file
///   included), or
/// - the item looks like a back button: titled "Back" (any case, with or without arrows such as
///   "‹ Back", also "뒤로", "뒤로 가기", "戻る"), or showing a back chevron or arrow symbol
///   (exactly `chevron.left`, `chevron.backward`, `arrow.left` or `arrow.backward`, plain or in
///   their `.circle`, `.circle.fill`, `.square` and `.square.fill` variants), or an asset whose
///   name says "back" and nothing else but how an icon is drawn (`back`, `icon_back`, `navBackWhite`,
///   `ic_back_24dp`).
/// The violation is reported at the left item's property or method name. Receivers are compared
/// by spelling, so `navigationItem` and `self.navigationItem` agree but a navigation item held in
/// another variable does not. Types are compared by their qualified name as the file writes it,
/// so `Feature.ScreenController` (nested, or extended as `extension Feature.ScreenController`) is
/// not `Other.ScreenController`.
///
/// Symbols are matched whole, not by prefix: `arrow.left.arrow.right` swaps, `chevron.left.2`
/// rewinds. Asset names are read word by word (`_`, `-`, digits and camel case separate words), so
/// `background`, `backup` and `feedback` hold no "back", and a name with another content word
/// (`back-to-top`, `card-back`) names something else.
///
/// Cannot see: `hidesBackButton` set in another file or to a non-literal value, titles that are
/// not literals or constants, asset names with a word the list does not know (`back_teal`), and
/// back buttons drawn as custom views.
public enum StandardBackButtonRule: SyntaxRule {
    public static var ruleIdentifier: String {
        NavigationBars.UseStandardBackButton.description.identifier
    }

    /// Titles, lowercased and without arrow characters, that name a back button.
    static let backTitles: Set<String> = ["back", "go back", "뒤로", "뒤로 가기", "뒤로가기", "戻る"]
    /// SF Symbols that draw a back chevron or arrow.
    static let backSymbols: Set<String> = Set(
        ["chevron.left", "chevron.backward", "arrow.left", "arrow.backward"].flatMap { symbol in
            ["", ".circle", ".circle.fill", ".square", ".square.fill"].map { symbol + $0 }
        }
    )
    /// Words an asset name may hold besides "back" and still name a back button: what it is
    /// (icon, button), the arrow it draws, and how (colour, size, state, density).
    static let backAssetDecoration: Set<String> = [
        "go", "arrow", "chevron", "left", "backward",
        "ic", "icon", "img", "image", "glyph", "symbol", "asset",
        "btn", "button", "bar", "item", "nav", "navigation", "navbar",
        "white", "black", "dark", "light", "gray", "grey", "tint", "tinted", "color", "colored",
        "small", "medium", "large", "big", "thin", "bold", "regular", "normal", "default",
        "fill", "filled", "outline", "outlined", "circle", "round", "rounded",
        "highlighted", "selected", "pressed", "disabled", "active", "on", "off",
        "dp", "pt", "px",
    ]

    public static let triggeringExamples: [RuleExample] = [
        """
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
                navigationItem.↓leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "arrow"), style: .plain, target: self, action: #selector(goBack))
            }
        }
        """,
        """
        navigationItem.↓leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(pop))
        """,
        """
        func configureNavigation() {
            let back = UIBarButtonItem(title: "‹ Back", style: .plain, target: self, action: #selector(pop))
            navigationItem.↓setLeftBarButton(back, animated: false)
        }
        """,
        """
        navigationItem.↓leftBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), style: .plain, target: self, action: #selector(pop)),
        ]
        """,
        """
        final class ArticleViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.navigationItem.setHidesBackButton(true, animated: false)
            }
        }

        extension ArticleViewController {
            func configureBar() {
                navigationItem.↓leftBarButtonItem = closeItem
            }
        }
        """,
        """
        navigationItem.↓leftBarButtonItem = UIBarButtonItem(title: NSLocalizedString("뒤로", comment: ""), style: .plain, target: self, action: #selector(pop))
        """,
        """
        enum Feature {
            final class ScreenController: UIViewController {
                func lock() { navigationItem.hidesBackButton = true }
            }
        }

        extension Feature.ScreenController {
            func configure() { navigationItem.↓leftBarButtonItem = closeItem }
        }
        """,
        """
        navigationItem.↓leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "arrow.backward.circle.fill"), style: .plain, target: self, action: #selector(pop))
        navigationItem.↓leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "navBackWhite"), style: .plain, target: self, action: #selector(pop))
        navigationItem.↓leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "ic_back_24dp"), style: .plain, target: self, action: #selector(pop))
        """,
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        """
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        """,
        """
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.leftBarButtonItem = filterItem
        """,
        """
        navigationItem.hidesBackButton = true
        """,
        """
        navigationItem.hidesBackButton = false
        navigationItem.leftBarButtonItem = editButtonItem
        """,
        """
        final class LockedViewController: UIViewController {
            func lock() { navigationItem.hidesBackButton = true }
        }
        final class SettingsViewController: UIViewController {
            func configure() { navigationItem.leftBarButtonItem = closeItem }
        }
        """,
        """
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = nil
        """,
        """
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Backup", style: .plain, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "background"), style: .plain, target: nil, action: nil)
        """,
        """
        extension Feature {
            final class ScreenController: UIViewController {
                func lock() { navigationItem.hidesBackButton = true }
            }
        }
        extension Other {
            final class ScreenController: UIViewController {
                func configure() { navigationItem.leftBarButtonItem = closeItem }
            }
        }
        """,
        """
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "arrow.left.arrow.right"), style: .plain, target: self, action: #selector(swapLanguages))
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "back-to-top"), style: .plain, target: self, action: #selector(scrollToTop))
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "feedback"), style: .plain, target: self, action: #selector(sendFeedback))
        """,
    ]

    public static func violations(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocation] {
        let resolver = SyntaxResolver(file: file)
        let hiding = BackButtonHidingCollector()
        hiding.walk(file)
        var locations: [SourceLocation] = []
        for site in BarItemSiteCollector.sites(in: file, resolver: resolver) where site.bar == .navigationBar(.leading) {
            guard let elements = site.elements(resolver: resolver), !elements.isEmpty else { continue }
            let key = HidingKey(type: site.anchor.enclosingTypeName, receiver: site.receiver?.receiverKey ?? "")
            let replacesHiddenButton = hiding.keys.contains(key)
            let looksLikeBack = elements.contains { looksLikeBackButton(BarButtonItemShape($0, resolver: resolver)) }
            if replacesHiddenButton || looksLikeBack {
                locations.append(converter.location(for: site.anchor.positionAfterSkippingLeadingTrivia))
            }
        }
        return locations
    }

    static func looksLikeBackButton(_ shape: BarButtonItemShape) -> Bool {
        switch shape {
        case .text(let title?):
            let letters = title.lowercased().filter { $0.isLetter || $0 == " " }
            return backTitles.contains(letters.split(separator: " ").joined(separator: " "))
        case .image(.symbol(let name)?):
            return backSymbols.contains(name)
        case .image(.asset(let name)?):
            let words = words(in: name)
            return words.contains("back") && words.allSatisfy { $0 == "back" || backAssetDecoration.contains($0) }
        default:
            return false
        }
    }

    /// The words of an asset name, lowercased: `icon_back`, `backArrow` and `nav-back@2x` all
    /// contain "back"; the scale or device suffix (`@2x`, `~ipad`) is no word.
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name.prefix(while: { $0 != "@" && $0 != "~" }) {
            if !character.isLetter {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    private struct HidingKey: Hashable {
        let type: String
        let receiver: String
    }

    /// Where the back button is hidden: `x.hidesBackButton = true`, `x.setHidesBackButton(true, …)`.
    private final class BackButtonHidingCollector: SyntaxVisitor {
        var keys: Set<HidingKey> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = Assignment(node), assignment.isPlain, assignment.singleValue?.booleanLiteralValue == true,
               assignment.target.trailingName == "hidesBackButton" {
                keys.insert(HidingKey(type: node.enclosingTypeName, receiver: assignment.target.memberAccess?.base?.receiverKey ?? ""))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledName == "setHidesBackButton", node.argument(nil)?.booleanLiteralValue == true {
                keys.insert(HidingKey(type: node.enclosingTypeName, receiver: node.receiver?.receiverKey ?? ""))
            }
            return .visitChildren
        }
    }
}
