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
        let finishedStream = downloads.$finished.bufferedValues()
        Task { [weak self] in
            for await finished in finishedStream {
                self?.isMarked = !finished
            }
        }
        .store(in: &cancellables)
    }
}

final class DownloadQueue {
    @Published var finished = false
}
