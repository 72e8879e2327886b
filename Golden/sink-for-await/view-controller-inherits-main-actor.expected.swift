import Combine
import Foundation

final class BadgeCounter {
    @Published var unread = 0
}

// A UIViewController subclass is on the main actor (UIKit declares it so): the Task
// inherits it, and the loop runs where `sink` ran.
final class InboxViewController: UIViewController {
    let counter = BadgeCounter()
    private(set) var badgeText = ""
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let textStream = counter.$unread
            .map { $0 > 99 ? "99+" : "\($0)" }
            .bufferedValues()
        Task { [weak self] in
            for await text in textStream {
                self?.badgeText = text
            }
        }
        .store(in: &cancellables)
    }
}
