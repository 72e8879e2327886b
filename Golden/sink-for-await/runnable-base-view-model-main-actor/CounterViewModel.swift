import Combine
import Foundation

final class CounterViewModel: BaseViewModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var received: [Int] = []

    func start(_ counts: PassthroughSubject<Int, Never>) {
        counts
            .sink { [weak self] count in
                self?.received.append(count)
            }
            .store(in: &cancellables)
    }
}
