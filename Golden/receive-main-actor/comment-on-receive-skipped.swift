import Combine
import Foundation

final class StepsViewController: UIViewController {
    private let pedometer: Pedometer
    private let stepsLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(pedometer: Pedometer) {
        self.pedometer = pedometer
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pedometer.steps
            .map { "\($0) steps" }
            .receive(on: DispatchQueue.main) // UIKit: main thread only
            .sink { [weak self] text in
                self?.stepsLabel.text = text
            }
            .store(in: &cancellables)
    }
}
