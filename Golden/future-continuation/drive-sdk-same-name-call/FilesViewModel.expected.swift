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
        Task { [weak self, service] in
            do {
                let files = try await service.list(maxResults: 50)
                self?.names = files.map(\.name)
            } catch {
                guard !Task.isCancelled else { return }
                self?.message = error.localizedDescription
            }
        }
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
        service.listPublisher(maxResults: 1000)
            .map(\.count)
            .eraseToAnyPublisher()
    }
}
