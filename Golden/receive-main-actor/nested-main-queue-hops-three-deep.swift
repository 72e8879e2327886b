import Combine
import Foundation

enum Lifetime {
    static var subscriptions = Set<AnyCancellable>()
}

final class DownloadBadge {
    init(queue: DownloadQueue, label: BadgeLabel) {
        queue.activeCount.sink { count in
            DispatchQueue.main.async {
                label.text = "\(count)"
                queue.progress(ofItem: count).sink { progress in
                    DispatchQueue.main.async {
                        label.fraction = progress
                        queue.errors.sink { error in
                            DispatchQueue.main.async {
                                label.errorText = error.localizedDescription
                            }
                        }.store(in: &Lifetime.subscriptions)
                    }
                }.store(in: &Lifetime.subscriptions)
            }
        }.store(in: &Lifetime.subscriptions)
    }
}
