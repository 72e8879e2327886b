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
        socket.incoming
            .filter { !$0.isEmpty }
            .receive(on: RunLoop.main)
            .sink { [unowned self] message in
                self.messages.append(message)
            }
            .store(in: &subscriptions)
        socket.typingUsers.receive(on: RunLoop.main).sink { [unowned self] users in
            self.typingLabel.isHidden = users.isEmpty
        }.store(in: &subscriptions)
    }
}
