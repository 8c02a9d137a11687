import UIKit

/// The app's navigation bar: installed through `init(navigationBarClass:toolbarClass:)`.
final class BrandNavigationBar: UINavigationBar {
    private let accentLine = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accentLine.backgroundColor = .systemIndigo
        addSubview(accentLine)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The bar's own subviews are ours to lay out.
        accentLine.frame = CGRect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1)
        accentLine.alpha = traitCollection.userInterfaceStyle == .dark ? 0.6 : 1
    }
}
