import UIKit

final class ComposeViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))

        textView.inputAccessoryView = makeFormattingBar()
        view.addSubview(textView)
    }

    private func makeFormattingBar() -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let attach = UIBarButtonItem(title: "Attach", style: .plain, target: self, action: #selector(attach))
        let format = UIBarButtonItem(title: "Format", style: .plain, target: self, action: #selector(format))
        toolbar.items = [attach, format, .flexibleSpace()]
        return toolbar
    }

    @objc private func cancel() { dismiss(animated: true) }
    @objc private func send() {}
    @objc private func attach() {}
    @objc private func format() {}
}
