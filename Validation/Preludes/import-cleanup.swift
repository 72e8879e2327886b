// Stubs for the app types that Golden/import-cleanup cases name. Compiled in the same
// module as each case of that folder (input and expected output alike), so nothing here
// may clash with a declaration in a case. Declarations only: no top-level code.
import Combine
import Foundation

// keeps-store-in.swift
final class FeedViewModel {
    var disposeBag = Set<AnyCancellable>()
    func refresh() {}
}

struct Feed {
    let updates: AnyPublisher<[String], Never>
}

// keeps-values-loop.swift
struct StreamSource {
    let events: AnyPublisher<Int, Never>
}

// unrelated-store-without-label.swift (a `Store` that is not Combine's `store(in:)`)
struct Store {
    func receive(order: Order) {}
}

struct Order {}

enum DownloadState {
    case idle
    case failed(URLError)

    var failure: URLError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

@MainActor
final class DownloadModel: ObservableObject {
    @Published var state = DownloadState.idle
    let completionPublisher = PassthroughSubject<Void, Never>()

    func start(url: URL) {}
}

extension Publisher {
    /// The first value as a `Future` (a test helper of the app's own).
    func promise() -> Future<Output, Error> {
        Future { _ in }
    }
}
