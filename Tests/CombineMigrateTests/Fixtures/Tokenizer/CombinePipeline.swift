#if canImport(Combine)
import Combine
import Foundation

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false

    private var cancellables = Set<AnyCancellable>()
    private let service: SearchService

    init(service: SearchService) {
        self.service = service
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .filter { !$0.isEmpty && $0.count >= 2 }
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
            .flatMap { [service] query in
                service.search(query)
                    .replaceError(with: [])
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] completion in
                if case .failure(let error) = completion {
                    print("failed: \(error)")
                }
                self?.isLoading = false
            } receiveValue: { [weak self] (values: [String]) in
                guard let self else { return }
                self.results = values.sorted { $0 < $1 }
            }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: .init("Refresh"))
            .map { _ in () }
            .sink { [unowned self] in self.query = self.query }
            .store(in: &cancellables)
    }

    func cancel() {
        cancellables.forEach { $0.cancel() }
        cancellables.removeAll()
    }
}

protocol SearchService {
    func search(_ query: String) -> AnyPublisher<[String], Error>
}

struct StubService: SearchService {
    func search(_ query: String) -> AnyPublisher<[String], Error> {
        Just(["\(query)-1", "\(query)-2"])
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }
}
#elseif os(Linux)
import Foundation
#else
#error("unsupported platform")
#endif
