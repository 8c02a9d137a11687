import UIKit

// Third-party code, excluded by .higlint.yml.
extension UINavigationController {
    func vendorHideBar() {
        navigationBar.isHidden = true
        navigationBar.alpha = 0
    }
}
