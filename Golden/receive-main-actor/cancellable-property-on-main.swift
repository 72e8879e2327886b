import Combine
import Foundation

final class ClockViewController: UIViewController {
    private let timeLabel = UILabel()
    private var timerCancellable: AnyCancellable?

    func startClock(ticks: AnyPublisher<Date, Never>, formatter: DateFormatter) {
        self.timerCancellable = ticks
            .map { formatter.string(from: $0) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in
                self?.timeLabel.text = text
            }
    }

    func stopClock() {
        timerCancellable = nil
    }
}
