import Combine
import Foundation

/// Keeps thumbnails in memory. `cache` is confined to `ioQueue`: every read and write of it
/// happens there.
final class ThumbnailCache {
    private let ioQueue = DispatchQueue(label: "thumbnails.io")
    private var cache: [URL: Data] = [:]
    private var cancellables = Set<AnyCancellable>()

    func persist(_ thumbnails: AnyPublisher<Thumbnail, Never>) {
        thumbnails
            .receive(on: ioQueue)
            .sink { [weak self] thumbnail in
                self?.cache[thumbnail.url] = thumbnail.data
            }
            .store(in: &cancellables)
    }

    func data(for url: URL) -> Data? {
        ioQueue.sync { cache[url] }
    }
}
