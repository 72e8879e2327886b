// validation: runnable
// Item providers hand their callback a temporary file, deleted when it returns: the text
// read inside the callback crosses `resume`; a Future handing on the file itself stays, for
// its subscriber copied the file inside the callback, where code after `await` could not.
import Combine
import Foundation

enum AttachmentError: Error {
    case unreadable
}

/// Loads what the user picked from the share sheet's item providers, whose file
/// representations are temporary files deleted when the completion handler returns.
final class AttachmentLoader {
    /// The file's text: read inside the callback, so only the text crosses `resume`.
    func text(of provider: NSItemProvider) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            provider.loadFileRepresentation(forTypeIdentifier: "public.plain-text") { url, error in
                guard let url else {
                    continuation.resume(throwing: error ?? AttachmentError.unreadable)
                    return
                }
                do {
                    let text = try String(contentsOf: url, encoding: .utf8)
                    continuation.resume(returning: text)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    /// The temporary file itself: its subscribers copied it inside the callback, before it
    /// was deleted; after `await` it would be gone. Left as it is.
    func movieFile(of provider: NSItemProvider) -> Future<URL, Error> {
        Future { promise in
            provider.loadFileRepresentation(forTypeIdentifier: "public.movie") { url, error in
                if let url {
                    promise(.success(url))
                } else {
                    promise(.failure(error ?? AttachmentError.unreadable))
                }
            }
        }
    }

    /// The download's `location`, through a local: left as it is.
    func download(_ request: URLRequest) -> AnyPublisher<URL, Error> {
        Future { promise in
            URLSession.shared.downloadTask(with: request) { location, _, error in
                if let error {
                    promise(.failure(error))
                    return
                }
                guard let file = location else {
                    promise(.failure(AttachmentError.unreadable))
                    return
                }
                promise(.success(file))
            }
            .resume()
        }
        .eraseToAnyPublisher()
    }
}

let loader = AttachmentLoader()
let provider = NSItemProvider(contents: [
    "public.plain-text": Data("meeting notes".utf8),
    "public.movie": Data(repeating: 7, count: 1024),
])
var cancellables = Set<AnyCancellable>()

@MainActor
func report<T>(_ label: String, _ publisher: AnyPublisher<T, Error>, _ describe: @escaping (T) -> String) {
    publisher
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("\(label): failed with \(error)")
            }
        }, receiveValue: { value in
            print("\(label): \(describe(value))")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
}

MainActor.assumeIsolated {
    // Subscribed directly, the call becomes a Task awaiting the migrated function.
    Task {
        do {
            let value = try await loader.text(of: provider)
            guard !Task.isCancelled else { return }
            print("text: \(value)")
        } catch {
            guard !Task.isCancelled else { return }
            print("text: failed with \(error)")
        }
    }
    .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    // The subscriber reads the file while the callback runs, before it is deleted.
    report("movie", loader.movieFile(of: provider).eraseToAnyPublisher()) { url in
        "\((try? Data(contentsOf: url))?.count ?? -1) bytes"
    }
    print("done")
}
