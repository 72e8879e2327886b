import Combine
import Foundation

final class SyncTrigger {
    private let pushes: AnyPublisher<Void, Never>
    private let foregrounds: AnyPublisher<Void, Never>
    private let edits: AnyPublisher<String, Never>
    private var cancellables = Set<AnyCancellable>()
    private(set) var syncs = 0

    init(pushes: AnyPublisher<Void, Never>, foregrounds: AnyPublisher<Void, Never>, edits: AnyPublisher<String, Never>) {
        self.pushes = pushes
        self.foregrounds = foregrounds
        self.edits = edits
        pushes
            .merge(with: foregrounds)
            .first()
            .sink { [weak self] in self?.syncs += 1 }
            .store(in: &cancellables)
        edits
            .debounce(for: .seconds(2), scheduler: RunLoop.main)
            .first()
            .sink { [weak self] _ in self?.syncs += 1 }
            .store(in: &cancellables)
    }
}
