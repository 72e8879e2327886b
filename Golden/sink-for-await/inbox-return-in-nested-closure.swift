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
        inbox.newMessages
            .sink { [weak self] messages in
                guard !messages.isEmpty else { return }
                messages.forEach { message in
                    guard !message.isSpam else { return }
                    self?.unread.append(message)
                }
            }
            .store(in: &cancellables)
    }
}
