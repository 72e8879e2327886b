import Foundation

// A missing `return` after the error branch: the error path resumes twice.
func fetchData(from url: URL) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        URLSession.shared.dataTask(with: url) { data, _, error in
            if let error {
                continuation.resume(throwing: error)
            }
            continuation.resume(returning: data ?? Data())
        }.resume()
    }
}

// A `switch` whose cases resume, followed by a fallback resume.
func decode(_ result: Result<Data, Error>) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        switch result {
        case .success(let data):
            continuation.resume(returning: data)
        case .failure(let error):
            continuation.resume(throwing: error)
        }
        continuation.resume(throwing: CancellationError())
    }
}

// Unsafe continuations are checked the same way.
func tick(_ timer: Ticker) async -> Int {
    await withUnsafeContinuation { continuation in
        timer.onTick { count in
            continuation.resume(returning: count)
            if count > 10 {
                continuation.resume(returning: 10)
            }
        }
    }
}
