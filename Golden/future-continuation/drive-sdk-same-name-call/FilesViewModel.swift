import Combine
import Foundation

final class FilesViewModel: ObservableObject {
    @Published private(set) var names: [String] = []
    @Published private(set) var message: String?

    private let service: DriveService
    private let client: DriveClient
    private var cancellables = Set<AnyCancellable>()

    init(service: DriveService, client: DriveClient) {
        self.service = service
        self.client = client
    }

    func refresh() {
        service.list(maxResults: 50)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.message = error.localizedDescription
                    }
                },
                receiveValue: { [weak self] files in
                    self?.names = files.map(\.name)
                }
            )
            .store(in: &cancellables)
    }

    /// The SDK's own call, with its completion handler: not the service's.
    func prefetch() {
        client.list(maxResults: 5) { result in
            print("prefetched", (try? result.get())?.count ?? 0)
        }
    }

    /// How many files `service` has, as a publisher for the settings screen.
    static func fileCount(in service: DriveService) -> AnyPublisher<Int, Error> {
        service.list(maxResults: 1000)
            .map(\.count)
            .eraseToAnyPublisher()
    }
}
