import Combine
import Foundation

@MainActor
final class ChatViewModel {
    @Published private(set) var messages: [Message] = []
    private let inbox: Inbox
    private var cancellables: [AnyCancellable] = []

    init(inbox: Inbox) {
        self.inbox = inbox
        let batchStream = inbox.newMessages.bufferedValues()
        Task { [weak self] in
            for await batch in batchStream {
                self?.messages += batch
            }
        }
        .store(in: &cancellables)
    }
}
