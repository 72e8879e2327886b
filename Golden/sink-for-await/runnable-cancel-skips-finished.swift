// validation: runnable
// Cancelling a subscription does not call its completion handler: after
// `cancellables.removeAll()` neither "finished" nor "failed" may be logged.
import Combine
import Foundation

enum LoadError: Error {
    case offline
}

@MainActor
final class Loader {
    private var cancellables = Set<AnyCancellable>()
    var log: [String] = []

    func load(_ pages: PassthroughSubject<Int, LoadError>) {
        pages
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    print("finished")
                case .failure(let error):
                    print("failed \(error)")
                }
            }, receiveValue: { [weak self] page in
                self?.log.append("page \(page)")
            })
            .store(in: &cancellables)
    }

    func cancel() {
        cancellables.removeAll()
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let pages = PassthroughSubject<Int, LoadError>()
    let loader = Loader()
    loader.load(pages)
    pages.send(1)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    loader.cancel()
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("log \(loader.log)")
}
