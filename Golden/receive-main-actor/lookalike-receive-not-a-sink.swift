import Combine
import Foundation

/// A pager channel; its `receive(on:)` is not Combine's scheduler hop.
final class Pager {
    private(set) var channels: [Int] = []

    func receive(on channel: Int) {
        channels.append(channel)
    }
}

final class NewsService {
    private let pager = Pager()
    // Callers used to write: news.receive(on: DispatchQueue.main).sink { … }.store(in: &cancellables)
    let usage = "news.receive(on: DispatchQueue.main).sink { [weak self] in self?.show($0) }"

    /// Delivers headlines on the main queue; the subscriber decides what to do with them.
    func headlines(from source: AnyPublisher<String, Never>) -> AnyPublisher<String, Never> {
        source
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    func tune(to channel: Int) {
        pager.receive(on: channel)
    }
}
