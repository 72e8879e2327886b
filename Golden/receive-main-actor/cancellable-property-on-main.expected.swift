import Combine
import Foundation

final class ClockViewController: UIViewController {
    private let timeLabel = UILabel()
    private var timerCancellable: AnyCancellable?

    func startClock(ticks: AnyPublisher<Date, Never>, formatter: DateFormatter) {
        let textStream = ticks
            .map { formatter.string(from: $0) }
            .bufferedValues()
        self.timerCancellable = Task { [weak self] in
            for await text in textStream {
                self?.timeLabel.text = text
            }
        }.cancellable
    }

    func stopClock() {
        timerCancellable = nil
    }
}
