// Look-alike: a `sink` whose value closure is empty and whose completion handler only
// `break`s in each case keeps its publisher running and does nothing else: it stays, with
// the keep-alive note, as an empty `sink` does.
import Combine
import Foundation

@MainActor
final class SessionKeeper {
    private var cancellables = Set<AnyCancellable>()

    func keepSyncing(_ sync: AnyPublisher<Void, Error>) {
        sync
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in

                switch completion {
                case .finished:
                    break
                case .failure( _):
                    break
                }

            }, receiveValue: { _ in

            })
            .store(in: &cancellables)
    }
}
