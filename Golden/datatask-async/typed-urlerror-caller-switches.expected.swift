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

    func imageData(at url: URL) async throws(URLError) -> Data {
        do {
            var attempts = 0
            while true {
                do {
                    let (data, _) = try await session.data(from: url)
                    return data
                } catch where attempts < 1 {
                    attempts += 1
                }
            }
        } catch let error as URLError {
            throw error
        } catch {
            throw URLError(error is CancellationError ? .cancelled : .unknown)
        }
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
        Task { [weak self, loader] in
            do throws(URLError) {
                let data = try await loader.imageData(at: url)
                guard !Task.isCancelled else { return }
                self?.data = data
            } catch {
                guard !Task.isCancelled else { return }
                switch error.code {
                case .notConnectedToInternet, .networkConnectionLost:
                    self?.offline = true
                default:
                    break
                }
            }
        }
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
