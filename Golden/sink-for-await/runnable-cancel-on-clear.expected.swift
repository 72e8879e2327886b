// validation: runnable
// After `cancellables.removeAll()` no further value is handled: the Task was stored in the
// set through an AnyCancellable that cancels it.
import Combine
import Foundation

@MainActor
final class Listener {
    private var cancellables = Set<AnyCancellable>()
    var handled: [String] = []

    func listen(to events: PassthroughSubject<String, Never>) {
        let eventStream = events.bufferedValues()
        Task { [weak self] in
            for await event in eventStream {
                self?.handled.append(event)
            }
        }
        .store(in: &cancellables)
    }

    func stop() {
        cancellables.removeAll()
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let events = PassthroughSubject<String, Never>()
    let listener = Listener()
    listener.listen(to: events)
    events.send("first")
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    listener.stop()
    events.send("after stop")
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("handled \(listener.handled)")
}
