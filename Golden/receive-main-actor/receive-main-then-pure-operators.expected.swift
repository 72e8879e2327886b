import Combine
import Foundation

final class ConnectionBanner {
    private var cancellables = Set<AnyCancellable>()
    private(set) var isOffline = false
    private(set) var lastQuality: Int?
    private(set) var lastUsableQuality: Int?

    func bind(to reachability: Reachability) {
        let reachableStream = reachability.isReachable
            .removeDuplicates()
            .dropFirst()
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await reachable in reachableStream {
                self?.isOffline = !reachable
            }
        }
        .store(in: &cancellables)
        // A comment on the hop keeps it in the chain, so nothing is dropped.
        let qualityStream = reachability.quality
            // hop before the UI reads it
            .receive(on: DispatchQueue.main)
            .removeDuplicates()
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await quality in qualityStream {
                self?.lastQuality = quality
            }
        }
        .store(in: &cancellables)
        // An operator with a closure after the hop keeps the hop: the closure ran on main.
        let qualityStream2 = reachability.quality
            .receive(on: DispatchQueue.main)
            .compactMap { $0 > 0 ? $0 : nil }
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await quality in qualityStream2 {
                self?.lastUsableQuality = quality
            }
        }
        .store(in: &cancellables)
    }
}

final class Reachability {
    let isReachable = CurrentValueSubject<Bool, Never>(true)
    let quality = PassthroughSubject<Int, Never>()
}
