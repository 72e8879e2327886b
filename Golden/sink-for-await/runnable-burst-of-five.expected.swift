// validation: runnable
// Five values sent synchronously right after subscribing all arrive: the rewrite subscribes
// where `sink` did and buffers until the loop takes them.
import Combine
import Foundation

@MainActor
final class Recorder {
    private var cancellables = Set<AnyCancellable>()
    var received: [Int] = []

    func start(_ subject: PassthroughSubject<Int, Never>) {
        let valueStream = subject.bufferedValues()
        Task { [weak self] in
            for await value in valueStream {
                self?.received.append(value)
            }
        }
        .store(in: &cancellables)
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    recorder.start(subject)
    for value in 1...5 {
        subject.send(value)
    }
    RunLoop.main.run(until: Date().addingTimeInterval(0.5))
    print("received \(recorder.received)")
}
