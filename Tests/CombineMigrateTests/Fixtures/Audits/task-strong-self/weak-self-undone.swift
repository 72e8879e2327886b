import Foundation

final class ChatController {
    var messages: [String] = []

    func listen(to socket: AsyncStream<String>) {
        // `[weak self]`, then `guard let self` before the loop: strong for the loop's whole life.
        Task { [weak self] in
            guard let self else { return }
            for await message in socket {
                self.messages.append(message)
            }
        }
    }

    func listenWeakly(to socket: AsyncStream<String>) {
        // `guard let self` inside the loop: strong only while handling one message.
        Task { [weak self] in
            for await message in socket {
                guard let self else { return }
                self.messages.append(message)
            }
        }
    }
}
