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

    func artist(_ id: String) async throws -> Artist {
        let artist = try await self.endpoint.fetch(id: id)
        return artist
    }
}

final class ArtistErrorCheck {
    private let api = MusicAPI()
    private var cancellables: Set<AnyCancellable> = []
    private(set) var problems: [String] = []

    func run(signalDone: @escaping () -> Void) {
        Task {
            do {
                let artist = try await api.artist("0OdUWJ0sBjDrqHygGUXeCF")
                guard !Task.isCancelled else { return }
                self.problems.append("unexpected value: \(artist.name)")
                defer { signalDone() }
                self.problems.append("should not finish normally")
            } catch {
                guard !Task.isCancelled else { return }
                defer { signalDone() }
                guard let requestError = error as? RequestError else {
                    self.problems.append("unexpected error: \(error)")
                    return
                }
                if requestError.statusCode != 401 {
                    self.problems.append("status \(requestError.statusCode)")
                }
            }
        }
        .store(in: &cancellables)
    }
}
