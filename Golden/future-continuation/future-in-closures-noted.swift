import Combine
import Foundation

/// A `Future` the one-shot rules do not read: made inside a `flatMap`, in a function that
/// subscribes to it, in a generic function. Each stays, with a note saying where it is.
final class ThumbnailLoader {
    private var cancellables = Set<AnyCancellable>()
    private let queue = DispatchQueue(label: "thumbnails")

    func thumbnails(for ids: AnyPublisher<Int, Never>) -> AnyPublisher<Data, Never> {
        ids
            .flatMap { id in
                Future<Data, Never> { promise in
                    self.queue.async { promise(.success(Data(count: id))) }
                }
            }
            .eraseToAnyPublisher()
    }

    func warmUp() {
        Future<Int, Never> { promise in
            self.queue.async { promise(.success(1)) }
        }
        .sink { _ in }
        .store(in: &cancellables)
    }

    func run<T>(_ work: @escaping () -> T) -> Future<T, Never> {
        Future { promise in
            self.queue.async { promise(.success(work())) }
        }
    }
}
