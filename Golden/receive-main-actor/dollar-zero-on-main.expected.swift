import Combine
import Foundation

final class BadgeViewController: UIViewController {
    private let store: NotificationStore
    private let badgeLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(store: NotificationStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let countStream = store.count.bufferedValues()
        Task {
            for await value in countStream {
                self.badgeLabel.text = "\(value)"
            }
        }
        .store(in: &cancellables)
    }
}
