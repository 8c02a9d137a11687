import UIKit

final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleChrome)))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    @objc private func toggleChrome() {
        guard let navigationController else { return }
        navigationController.navigationBar.isHidden.toggle()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let progress = min(1, max(0, scrollView.contentOffset.y / 120))
        navigationController?.navigationBar.alpha = 1 - progress
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }
}
