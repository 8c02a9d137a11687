import UIKit

final class InboxViewController: UITableViewController {
    enum Mailbox { case primary, archive }

    private let mailbox: Mailbox
    private var messages: [Message] = []

    private lazy var scopeControl: UISegmentedControl = {
        let control = UISegmentedControl(items: ["All", "Unread", "Flagged"])
        control.selectedSegmentIndex = 0
        control.addTarget(self, action: #selector(scopeChanged), for: .valueChanged)
        return control
    }()

    init(mailbox: Mailbox) {
        self.mailbox = mailbox
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.searchController = UISearchController(searchResultsController: nil)
        configureToolbar()
    }

    private func configureToolbar() {
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        let scope = UIBarButtonItem(customView: scopeControl)
        toolbarItems = [scope, .flexibleSpace(), compose]
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if editing {
            let markAll = UIBarButtonItem(title: "Mark All", style: .plain, target: self, action: #selector(markAll))
            let delete = UIBarButtonItem(title: "Delete", style: .plain, target: self, action: #selector(deleteSelected))
            setToolbarItems([markAll, .flexibleSpace(), delete], animated: animated)
        } else {
            configureToolbar()
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = MessageViewController(message: messages[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func scopeChanged() { tableView.reloadData() }
    @objc private func compose() { present(UINavigationController(rootViewController: ComposeViewController()), animated: true) }
    @objc private func markAll() {}
    @objc private func deleteSelected() {}
}
