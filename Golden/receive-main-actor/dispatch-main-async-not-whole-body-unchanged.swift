import Combine
import Foundation

// The hop is not the whole body: `log` runs on the sending thread. Left as it is (a plain
// `sink` is `sink-for-await`'s, opt-in).
final class SyncStatusViewModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var status = ""
    private(set) var log: [String] = []

    func bind(_ engine: SyncEngine) {
        engine.events
            .sink { [weak self] event in
                self?.log.append(event)
                DispatchQueue.main.async {
                    self?.status = event
                }
            }
            .store(in: &cancellables)
        engine.events
            .sink { [weak self] event in
                DispatchQueue.global().async {
                    self?.log.append(event)
                }
            }
            .store(in: &cancellables)
    }
}

final class SyncEngine {
    let events = PassthroughSubject<String, Never>()
}
