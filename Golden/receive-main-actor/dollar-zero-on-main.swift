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
        store.count
            .receive(on: DispatchQueue.main)
            .sink { self.badgeLabel.text = "\($0)" }
            .store(in: &cancellables)
    }
}
