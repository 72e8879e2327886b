import Combine
import UIKit

// A plain `sink` handles each value synchronously: the current value of `$title` before
// `viewDidLoad` returns, later ones inside `send`. A loop would handle them a main-actor turn
// later, so the default rules leave it (`sink-for-await` is opt-in: `--enable sink-for-await`).
final class ArticleViewController: UIViewController {
    private let viewModel: ArticleViewModel
    private let titleLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: ArticleViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$title
            .sink { [weak self] title in
                self?.titleLabel.text = title
            }
            .store(in: &cancellables)
        viewModel.$isBookmarked
            .map { $0 ? "bookmark.fill" : "bookmark" }
            .assign(to: \.accessibilityIdentifier, on: titleLabel)
            .store(in: &cancellables)
    }
}

final class ArticleViewModel: ObservableObject {
    @Published var title = ""
    @Published var isBookmarked = false
}
