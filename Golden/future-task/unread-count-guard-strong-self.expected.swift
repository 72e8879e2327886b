import Combine
import Foundation

// Both closures start with `guard let strongSelf = self else { return }`: the value
// closure's guard stays in the `do`, the completion handler's goes before the code that
// needs it (here the `.failure` code in `catch`). `guard case .failure` leaves the finished
// case empty.
enum ChatError: Error {
    case statusCode(Int)
    case other
}

actor ChatBackend {
    func unreadCount() throws -> Int { 2 }
}

final class ChatClient {
    private let backend = ChatBackend()

    func fetchUnreadCount() async throws -> Int {
        let count = try await self.backend.unreadCount()
        return count
    }
}

protocol ChatServiceDelegate: AnyObject {
    func showUnreadCount(_ count: Int?, for service: ChatService)
}

final class ChatService {
    weak var delegate: ChatServiceDelegate?
    private let client: ChatClient
    private var cancellable = Set<AnyCancellable>()

    init(client: ChatClient) {
        self.client = client
    }

    private func logUnread(_ result: String) {
        print("unread:", result)
    }

    func refreshUnreadCount(isCurrentAccount: Bool) {
        Task { [weak self, client] in
            do {
                let unreadCount = try await client
                    .fetchUnreadCount()
                guard !Task.isCancelled else { return }
                guard let strongSelf = self else { return }

                strongSelf.logUnread(unreadCount > 0 ? "some" : "none")
                if isCurrentAccount {
                    strongSelf.delegate?.showUnreadCount(unreadCount, for: strongSelf)
                }
            } catch {
                guard !Task.isCancelled else { return }
                guard let strongSelf = self else { return }
                strongSelf.logUnread("error \(error)")
                if isCurrentAccount {
                    strongSelf.delegate?.showUnreadCount(nil, for: strongSelf)
                }
            }
        }.store(in: &cancellable)
    }
}
