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

    func fetchUnreadCount() -> AnyPublisher<Int, Error> {
        Future { promise in
            Task {
                do {
                    let count = try await self.backend.unreadCount()
                    promise(.success(count))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
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
        client
            .fetchUnreadCount()
            .sink(receiveCompletion: { [weak self] result in
                guard let strongSelf = self else { return }
                guard case .failure(let error) = result else { return }

                strongSelf.logUnread("error \(error)")
                if isCurrentAccount {
                    strongSelf.delegate?.showUnreadCount(nil, for: strongSelf)
                }
            }, receiveValue: { [weak self] unreadCount in
                guard let strongSelf = self else { return }

                strongSelf.logUnread(unreadCount > 0 ? "some" : "none")
                if isCurrentAccount {
                    strongSelf.delegate?.showUnreadCount(unreadCount, for: strongSelf)
                }
            }).store(in: &cancellable)
    }
}
