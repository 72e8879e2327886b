import Combine
import Foundation

@MainActor
final class InboxNotifier {
    private let inbox: Inbox
    private var cancellables = Set<AnyCancellable>()
    private(set) var notified: [Message] = []

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    func start() {
        inbox.newMessages
            .sink { [weak self] messages in
                batch: for message in messages {
                    // Stop at the first spam message: the rest of the batch is from the same sender
                    // (the loop has a label, but `return` still leaves the closure).
                    if message.isSpam { return }
                    self?.notified.append(message)
                }
            }
            .store(in: &cancellables)
    }
}
