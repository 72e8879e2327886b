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
        let textStream = viewModel.$greeting
            .map { Optional($0) }
            .bufferedValues()
        Task { [weak self] in
            for await value in textStream {
                self?.headerLabel.text = value
            }
        }
        .store(in: &cancellables)
        let textStream2 = viewModel.$summary
            .map { Optional($0) }
            .bufferedValues()
        Task { [weak self] in
            for await value in textStream2 {
                self?.subtitleLabel.text = value
            }
        }
        .store(in: &cancellables)
    }
}
