import Foundation

// Look-alikes and shapes the audit leaves alone: a continuation that escapes into a
// property (resumed elsewhere), `resume()` on a task, `defer`, `fatalError`, `do`/`catch`
// that resumes in both, and the words in strings and comments.
final class Waiter {
    private var pending: CheckedContinuation<Void, Never>?

    func wait() async {
        await withCheckedContinuation { continuation in
            pending = continuation
        }
    }

    func signal() {
        pending?.resume()
        pending = nil
    }
}

func download(_ url: URL) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        let task = URLSession.shared.dataTask(with: url) { data, _, error in
            defer { print("done") }
            guard let data else {
                continuation.resume(throwing: error ?? URLError(.badServerResponse))
                return
            }
            continuation.resume(returning: data)
        }
        task.resume()
    }
}

func parse(_ text: String) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        do {
            let value = try Int(text, strategy: .number)
            continuation.resume(returning: value)
        } catch {
            continuation.resume(throwing: error)
        }
    }
}

func required(_ value: Int?) async -> Int {
    await withCheckedContinuation { continuation in
        guard let value else { fatalError("no value") }
        defer { continuation.resume(returning: value) }
        if value < 0 { return }
        print(value)
    }
}

func loadInTask(_ api: API) async -> Int {
    await withCheckedContinuation { continuation in
        Task {
            let value = await api.value()
            continuation.resume(returning: value)
        }
    }
}

let help = "withCheckedContinuation { continuation in } // resume twice"
// withCheckedContinuation { continuation in continuation.resume(); continuation.resume() }
