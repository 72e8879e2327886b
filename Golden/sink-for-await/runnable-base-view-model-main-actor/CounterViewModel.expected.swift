import Combine
import Foundation

final class CounterViewModel: BaseViewModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var received: [Int] = []

    func start(_ counts: PassthroughSubject<Int, Never>) {
        let countStream = counts.bufferedValues()
        Task { [weak self] in
            for await count in countStream {
                self?.received.append(count)
            }
        }
        .store(in: &cancellables)
    }
}
