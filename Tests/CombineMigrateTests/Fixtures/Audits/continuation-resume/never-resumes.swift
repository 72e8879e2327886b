import Foundation

enum ImageError: Error { case notFound }

// `guard … else { return }` forgets to resume.
func image(named name: String, store: ImageStore) async throws -> Image {
    try await withCheckedThrowingContinuation { continuation in
        guard let key = store.key(for: name) else { return }
        store.load(key) { image in
            continuation.resume(returning: image)
        }
    }
}

// `if case` without `else`: a failure never resumes.
func token(_ auth: Auth) async -> String? {
    await withCheckedContinuation { continuation in
        auth.refresh { result in
            if case .success(let token) = result {
                continuation.resume(returning: token)
            }
        }
    }
}

// A `catch` that only logs.
func settings(_ file: URL) async throws -> Settings {
    try await withCheckedThrowingContinuation { continuation in
        do {
            let data = try Data(contentsOf: file)
            continuation.resume(returning: try JSONDecoder().decode(Settings.self, from: data))
        } catch {
            print("cannot read settings: \(error)")
        }
    }
}

// A `switch` case that breaks.
func status(_ job: Job) async -> Status {
    await withCheckedContinuation { continuation in
        job.onFinish { state in
            switch state {
            case .done:
                continuation.resume(returning: .ok)
            case .failed:
                continuation.resume(returning: .failed)
            case .cancelled:
                break
            }
        }
    }
}

// The continuation is not even named.
func forever() async {
    await withCheckedContinuation { _ in
        print("waiting")
    }
}
