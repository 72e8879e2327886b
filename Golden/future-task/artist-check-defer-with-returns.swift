import Combine
import Foundation

// A test-style completion handler: a `defer` that signals the end, and branches that
// `return` early. A `return` would skip code after the `do`/`catch`, so the `defer` is
// repeated where each branch starts.
struct Artist: Sendable {
    let name: String
}

struct RequestError: Error {
    let statusCode: Int
}

actor ArtistEndpoint {
    func fetch(id: String) throws -> Artist {
        throw RequestError(statusCode: 401)
    }
}

final class MusicAPI {
    private let endpoint = ArtistEndpoint()

    func artist(_ id: String) -> AnyPublisher<Artist, Error> {
        Future { promise in
            Task {
                do {
                    let artist = try await self.endpoint.fetch(id: id)
                    promise(.success(artist))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

final class ArtistErrorCheck {
    private let api = MusicAPI()
    private var cancellables: Set<AnyCancellable> = []
    private(set) var problems: [String] = []

    func run(signalDone: @escaping () -> Void) {
        api.artist("0OdUWJ0sBjDrqHygGUXeCF")
            .sink(
                receiveCompletion: { completion in
                    defer { signalDone() }
                    guard case .failure(let error) = completion else {
                        self.problems.append("should not finish normally")
                        return
                    }
                    guard let requestError = error as? RequestError else {
                        self.problems.append("unexpected error: \(error)")
                        return
                    }
                    if requestError.statusCode != 401 {
                        self.problems.append("status \(requestError.statusCode)")
                    }
                },
                receiveValue: { artist in
                    self.problems.append("unexpected value: \(artist.name)")
                }
            )
            .store(in: &cancellables)
    }
}
