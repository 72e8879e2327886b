// validation: runnable
// A publisher reached through optional chaining: with no owner nothing is subscribed (and
// nothing is stored); with one, its values arrive, as they did through `sink`.
import Combine
import Foundation

final class Channel {
    let messages = PassthroughSubject<String, Never>()
}

@MainActor
final class MessageLog {
    var channel: Channel?
    var received: [String] = []
    var cancellables = Set<AnyCancellable>()

    func listen() {
        channel?.messages
            .map { $0.uppercased() }
            .sink { [weak self] message in
                self?.received.append(message)
            }
            .store(in: &cancellables)
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let messageLog = MessageLog()
    messageLog.listen()
    print("without a channel: \(messageLog.cancellables.count) stored")
    let channel = Channel()
    messageLog.channel = channel
    messageLog.listen()
    channel.messages.send("hello")
    channel.messages.send("world")
    RunLoop.main.run(until: Date().addingTimeInterval(0.5))
    print("with a channel: \(messageLog.cancellables.count) stored, received \(messageLog.received)")
}
