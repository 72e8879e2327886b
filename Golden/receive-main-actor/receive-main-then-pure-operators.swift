import Combine
import Foundation

final class ConnectionBanner {
    private var cancellables = Set<AnyCancellable>()
    private(set) var isOffline = false
    private(set) var lastQuality: Int?
    private(set) var lastUsableQuality: Int?

    func bind(to reachability: Reachability) {
        reachability.isReachable
            .receive(on: DispatchQueue.main)
            .removeDuplicates()
            .dropFirst()
            .sink { [weak self] reachable in
                self?.isOffline = !reachable
            }
            .store(in: &cancellables)
        // A comment on the hop keeps it in the chain, so nothing is dropped.
        reachability.quality
            // hop before the UI reads it
            .receive(on: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] quality in
                self?.lastQuality = quality
            }
            .store(in: &cancellables)
        // An operator with a closure after the hop keeps the hop: the closure ran on main.
        reachability.quality
            .receive(on: DispatchQueue.main)
            .compactMap { $0 > 0 ? $0 : nil }
            .sink { [weak self] quality in
                self?.lastUsableQuality = quality
            }
            .store(in: &cancellables)
    }
}

final class Reachability {
    let isReachable = CurrentValueSubject<Bool, Never>(true)
    let quality = PassthroughSubject<Int, Never>()
}
