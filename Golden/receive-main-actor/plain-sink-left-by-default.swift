import Combine
import Foundation

// A plain `sink` handles each value synchronously: the current value of `$title` before
// `viewDidLoad` returns, later ones inside `send`. A loop would handle them a main-actor turn
// later, so the default rules leave it (`sink-for-await` is opt-in: `--enable sink-for-await`).
final class ArticleViewController: UIViewController {
    private let viewModel = ArticleViewModel()
    private let titleLabel = UILabel()
    private let bookmarkLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$title
            .sink { [weak self] title in
                self?.titleLabel.text = title
            }
            .store(in: &cancellables)
        viewModel.$isBookmarked
            .map { $0 ? "Saved" : "Save" }
            .assign(to: \.text, on: bookmarkLabel)
            .store(in: &cancellables)
    }
}

final class ArticleViewModel: ObservableObject {
    @Published var title = ""
    @Published var isBookmarked = false
}
