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
///   (`chevron.left`, `chevron.backward`, `arrow.left`, `arrow.backward`) or an asset whose name
///   has the word "back" in it.
/// The violation is reported at the left item's property or method name. Receivers are compared
/// by spelling, so `navigationItem` and `self.navigationItem` agree but a navigation item held in
/// another variable does not.
///
/// Cannot see: `hidesBackButton` set in another file or to a non-literal value, titles that are
/// not literals or constants, and back buttons drawn as custom views.
public enum StandardBackButtonRule: SyntaxRule {
    public static var ruleIdentifier: String {
        NavigationBars.UseStandardBackButton.description.identifier
    }

    /// Titles, lowercased and without arrow characters, that name a back button.
    static let backTitles: Set<String> = ["back", "go back", "뒤로", "뒤로 가기", "뒤로가기", "戻る"]
    /// Prefixes of SF Symbols that draw a back arrow.
    static let backSymbolPrefixes = ["chevron.left", "chevron.backward", "arrow.left", "arrow.backward"]

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
        case .image(let name?):
            if backSymbolPrefixes.contains(where: { name.hasPrefix($0) }) { return true }
            return words(in: name).contains("back")
        default:
            return false
        }
    }

    /// The words of an asset name: `icon_back`, `backArrow` and `nav-back@2x` all contain "back".
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
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
