import UIKit

final class MessageViewController: UIViewController {
    private let message: Message
    private let bodyView = UITextView()

    init(message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = message.subject
        navigationItem.largeTitleDisplayMode = .never

        let reply = UIBarButtonItem(title: "Reply", style: .plain, target: self, action: #selector(reply))
        let forward = UIBarButtonItem(title: "Forward", style: .plain, target: self, action: #selector(forward))
        navigationItem.rightBarButtonItems = [reply, forward]

        let archive = UIBarButtonItem(title: "Archive", style: .plain, target: self, action: #selector(archive))
        let move = UIBarButtonItem(title: "Move", style: .plain, target: self, action: #selector(move))
        toolbarItems = [archive, .flexibleSpace(), move]

        bodyView.text = message.body
        bodyView.isEditable = false
        view.addSubview(bodyView)
    }

    @objc private func reply() {}
    @objc private func forward() {}
    @objc private func archive() {}
    @objc private func move() {}
}
