import Combine
import Foundation

// `.replaceError(with: lastName)` reads the property when the chain is built; in a Task it
// would be read after the `await` (and through `self`, which the closures capture weakly):
// the caller stays in Combine, and so does the function. A constant fallback migrates.
protocol Directory {
    func lookUp(_ id: String, completion: @escaping (Result<String, Error>) -> Void)
}

final class NameService {
    private let directory: Directory

    init(directory: Directory) {
        self.directory = directory
    }

    func name(for id: String) -> AnyPublisher<String, Error> {
        Future { promise in
            self.directory.lookUp(id) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }

    func title(for id: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            self.directory.lookUp(id) { result in
                continuation.resume(with: result.map { $0.uppercased() })
            }
        }
    }
}

final class ContactRow {
    private let service: NameService
    private var cancellables = Set<AnyCancellable>()
    private(set) var lastName = "Unknown"
    private(set) var title = ""

    init(service: NameService) {
        self.service = service
    }

    func load(id: String) {
        service.name(for: id)
            .replaceError(with: lastName)
            .sink { [weak self] name in
                self?.lastName = name
            }
            .store(in: &cancellables)
        Task { [weak self, service] in
            let title = (try? await service.title(for: id)) ?? ""
            guard !Task.isCancelled else { return }
            self?.title = title
        }
        .store(in: &cancellables)
    }
}
