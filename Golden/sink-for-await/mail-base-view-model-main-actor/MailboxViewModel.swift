import Combine
import Foundation

final class MailboxViewModel: BaseViewModel {
    @Published private(set) var threads: [MailThread] = []
    private let store: MailStore
    private var cancellables = Set<AnyCancellable>()

    init(store: MailStore) {
        self.store = store
        super.init()
        store.threads
            .sink { [weak self] threads in
                self?.threads = threads
            }
            .store(in: &cancellables)
    }
}
