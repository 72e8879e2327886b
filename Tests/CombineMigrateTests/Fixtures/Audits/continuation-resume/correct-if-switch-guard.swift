import Foundation

enum LoadError: Error { case badURL, empty }

// Every path resumes exactly once: `guard … else { resume; return }`, a `switch` whose
// cases all resume, and an `if`/`else`.
func loadUser(id: String, api: API) async throws -> User {
    try await withCheckedThrowingContinuation { continuation in
        guard let url = URL(string: "https://example.com/users/\(id)") else {
            continuation.resume(throwing: LoadError.badURL)
            return
        }
        api.get(url) { result in
            switch result {
            case .success(let data):
                if data.isEmpty {
                    continuation.resume(throwing: LoadError.empty)
                } else {
                    continuation.resume(returning: User(data: data))
                }
            case .failure(let error):
                continuation.resume(throwing: error)
            }
        }
    }
}

func loadFlag(_ cache: Cache) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        guard cache.isReady else { return continuation.resume(returning: false) }
        cache.read { value in
            if let value, value > 0 {
                continuation.resume(returning: true)
            } else if value == nil {
                continuation.resume(returning: false)
            } else {
                continuation.resume(returning: false)
            }
        }
    }
}

func ping(_ host: Host) async -> Bool {
    await withUnsafeContinuation { continuation in
        host.ping { reachable in continuation.resume(returning: reachable) }
    }
}
