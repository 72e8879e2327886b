import Combine
import Foundation

final class SyncCoordinator {
    let uploads: AnyPublisher<Int, Never>
    let downloads: AnyPublisher<Int, Error>
    var uploaded = 0
    private var bag = Set<AnyCancellable>()

    init(uploads: AnyPublisher<Int, Never>, downloads: AnyPublisher<Int, Error>) {
        self.uploads = uploads
        self.downloads = downloads
    }

    func start() {
        // Keeps the upload pipeline (and its side effects) alive.
        uploads
            .handleEvents(receiveOutput: { [weak self] in self?.uploaded += $0 })
            .sink { _ in }
            .store(in: &bag)

        downloads
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            .store(in: &bag)

        uploads
            .sink(receiveValue: { _ in })
            .store(in: &bag)
    }
}
