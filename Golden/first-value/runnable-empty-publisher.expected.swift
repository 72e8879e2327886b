// validation: runnable
// `first()` of a publisher that finishes without a value: the handler never runs, and the
// rewrite's loop ends instead of hanging; the program goes on to print "done".
import Combine
import Foundation

@MainActor
final class DraftRestorer {
    private var cancellables = Set<AnyCancellable>()
    private(set) var restored: [String] = []

    func restore(from drafts: AnyPublisher<String, Never>) {
        let draftStream = drafts
            .first()
            .bufferedValues()
        Task { [weak self] in
            guard let draft = await draftStream.firstValueOrNil() else { return }
            self?.restored.append(draft)
        }
        .store(in: &cancellables)
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let restorer = DraftRestorer()
    restorer.restore(from: Empty<String, Never>().eraseToAnyPublisher())
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("restored \(restorer.restored)")
    print("done")
}
