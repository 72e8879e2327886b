import Combine
import Foundation

final class ChatViewController: UIViewController {
    private let socket: ChatSocket
    private let typingLabel = UILabel()
    private(set) var messages: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    init(socket: ChatSocket) {
        self.socket = socket
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let messageStream = socket.incoming
            .filter { !$0.isEmpty }
            .bufferedValues()
        Task { [unowned self] in
            for await message in messageStream {
                self.messages.append(message)
            }
        }
        .store(in: &subscriptions)
        let usersStream = socket.typingUsers.bufferedValues()
        Task { [unowned self] in
            for await users in usersStream {
                self.typingLabel.isHidden = users.isEmpty
            }
        }.store(in: &subscriptions)
    }
}
