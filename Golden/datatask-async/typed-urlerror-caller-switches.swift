import Combine
import Foundation

/// The chain fails with `URLError` only: `throws(URLError)`, so the callers' switches over its
/// codes still compile; the retried caller stays in Combine, on the publisher, which keeps its
/// own body (a bridge would hold the loader while the request ran; the chain did not).
final class ImageLoader {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func imageData(at url: URL) -> AnyPublisher<Data, URLError> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .retry(1)
            .eraseToAnyPublisher()
    }
}

@MainActor
final class ThumbnailModel {
    private let loader: ImageLoader
    private var cancellables = Set<AnyCancellable>()
    var data = Data()
    var offline = false

    init(loader: ImageLoader) {
        self.loader = loader
    }

    func load(_ url: URL) {
        loader.imageData(at: url)
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    switch completion {
                    case .finished:
                        break
                    case .failure(let error):
                        switch error.code {
                        case .notConnectedToInternet, .networkConnectionLost:
                            self?.offline = true
                        default:
                            break
                        }
                    }
                },
                receiveValue: { [weak self] data in
                    self?.data = data
                }
            )
            .store(in: &cancellables)
    }

    func preload(_ urls: [URL]) {
        for url in urls {
            loader.imageData(at: url)
                .retry(2)
                .sink(
                    receiveCompletion: { completion in
                        if case .failure(let error) = completion, error.code == .timedOut {
                            print("timed out: \(url)")
                        }
                    },
                    receiveValue: { _ in }
                )
                .store(in: &cancellables)
        }
    }
}
