import UIKit

final class SettingsViewController: UITableViewController {
    private let syncSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))

        let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
        let discard = UIBarButtonItem(title: "Discard", style: .plain, target: self, action: #selector(discard))
        toolbarItems = [discard, .flexibleSpace(), UIBarButtonItem(customView: syncSwitch), .fixedSpace(12), save]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
        navigationController?.isNavigationBarHidden = false
    }

    @objc private func done() { dismiss(animated: true) }
    @objc private func save() {}
    @objc private func discard() {}
}
