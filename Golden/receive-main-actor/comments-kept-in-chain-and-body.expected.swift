import Combine
import Foundation

final class StepsSummaryViewController: UIViewController {
    private let pedometer: Pedometer
    private let goalLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(pedometer: Pedometer) {
        self.pedometer = pedometer
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let reachedStream = pedometer.steps
            // Daily goal: 10 000 steps.
            .map { $0 >= 10_000 }
            .removeDuplicates()
            .bufferedValues()
        Task { [weak self] in
            for await reached in reachedStream {
                // Show the badge once the goal is reached; hide it on a new day.
                self?.goalLabel.isHidden = !reached
            }
        }
        .store(in: &cancellables)
    }
}
