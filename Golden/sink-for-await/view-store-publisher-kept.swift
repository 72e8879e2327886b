import Combine
import Foundation

struct CounterState: Equatable {
    var count = 0
}

final class CounterViewStore {
    let publisher = CurrentValueSubject<CounterState, Never>(CounterState())
    func send(_ increment: Int) { publisher.value.count += increment }
}

final class CounterController {
    let viewStore: CounterViewStore
    var title = ""
    private var cancellables: Set<AnyCancellable> = []

    init(viewStore: CounterViewStore) {
        self.viewStore = viewStore
        viewStore.publisher
            .map(\.count)
            .removeDuplicates()
            .sink { [weak self] count in
                self?.title = "\(count)"
            }
            .store(in: &cancellables)
    }
}
