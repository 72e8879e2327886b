import Combine
import Foundation

final class MailboxViewModel: BaseViewModel {
    @Published private(set) var threads: [MailThread] = []
    private let store: MailStore
    private var cancellables = Set<AnyCancellable>()

    init(store: MailStore) {
        self.store = store
        super.init()
        let threadsStream = store.threads.bufferedValues()
        Task { [weak self] in
            for await threads in threadsStream {
                self?.threads = threads
            }
        }
        .store(in: &cancellables)
    }
}
