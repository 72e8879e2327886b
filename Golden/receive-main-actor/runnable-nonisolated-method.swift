// validation: runnable
// `receive(on: DispatchQueue.main)` delivers on the main thread even when the subscription
// is made in a `nonisolated` method of a `@MainActor` class, whose Tasks do not inherit the
// main actor: the loop must still be put on the main actor.
import Combine
import Foundation

@MainActor
final class ScoreBoard {
    nonisolated(unsafe) private var feedCancellables = Set<AnyCancellable>()

    nonisolated init() {}

    nonisolated func connect(to feed: PassthroughSubject<String, Never>) {
        feed
            .receive(on: DispatchQueue.main)
            .sink { score in
                print("\(score) on the main thread: \(Thread.isMainThread)")
            }
            .store(in: &feedCancellables)
    }
}

let feed = PassthroughSubject<String, Never>()
let board = ScoreBoard()
board.connect(to: feed)
DispatchQueue.global().async {
    feed.send("1 – 0")
    feed.send("2 – 0")
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("done")
