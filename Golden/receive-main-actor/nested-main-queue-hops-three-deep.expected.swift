import Combine
import Foundation

enum Lifetime {
    static var subscriptions = Set<AnyCancellable>()
}

final class DownloadBadge {
    init(queue: DownloadQueue, label: BadgeLabel) {
        let countStream = queue.activeCount.bufferedValues()
        Task { @MainActor in
            for await count in countStream {
                label.text = "\(count)"
                let progressStream = queue.progress(ofItem: count).bufferedValues()
                Task {
                    for await progress in progressStream {
                        label.fraction = progress
                        let errorStream = queue.errors.bufferedValues()
                        Task {
                            for await error in errorStream {
                                label.errorText = error.localizedDescription
                            }
                        }.store(in: &Lifetime.subscriptions)
                    }
                }.store(in: &Lifetime.subscriptions)
            }
        }.store(in: &Lifetime.subscriptions)
    }
}
