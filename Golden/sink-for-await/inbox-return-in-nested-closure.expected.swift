import Combine
import Foundation

@MainActor
final class InboxBadge {
    private let inbox: Inbox
    private var cancellables = Set<AnyCancellable>()
    private(set) var unread: [Message] = []

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    func start() {
        let messagesStream = inbox.newMessages.bufferedValues()
        Task { [weak self] in
            for await messages in messagesStream {
                guard !messages.isEmpty else { continue }
                messages.forEach { message in
                    guard !message.isSpam else { return }
                    self?.unread.append(message)
                }
            }
        }
        .store(in: &cancellables)
    }
}
