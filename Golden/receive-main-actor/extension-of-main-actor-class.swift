import Combine
import Foundation

@MainActor
final class DownloadRowModel {
    var isMarked = false
    let downloads: DownloadQueue
    private var cancellables = Set<AnyCancellable>()

    init(downloads: DownloadQueue) {
        self.downloads = downloads
    }
}

extension DownloadRowModel {
    func markForRemoval() {
        isMarked = true
        downloads.$finished
            .receive(on: DispatchQueue.main)
            .sink { [weak self] finished in
                self?.isMarked = !finished
            }
            .store(in: &cancellables)
    }
}

final class DownloadQueue {
    @Published var finished = false
}
