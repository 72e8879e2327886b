import Combine
import Foundation

final class DashboardViewController: UIViewController {
    let headerLabel = UILabel()
    let subtitleLabel = UILabel()
    private let viewModel: DashboardViewModel
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: DashboardViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$greeting
            .map { Optional($0) }
            .assign(to: \.headerLabel.text, on: self)
            .store(in: &cancellables)
        viewModel.$summary
            .map { Optional($0) }
            .assign(to: \DashboardViewController.subtitleLabel.text, on: self)
            .store(in: &cancellables)
    }
}
