import Combine
import Foundation

@MainActor
final class ChatViewModel {
    @Published private(set) var messages: [Message] = []
    private let inbox: Inbox
    private var cancellables: [AnyCancellable] = []

    init(inbox: Inbox) {
        self.inbox = inbox
        inbox.newMessages
            .sink { [weak self] batch in
                self?.messages += batch
            }
            .store(in: &cancellables)
    }
}
