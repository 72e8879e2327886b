import Combine
import Foundation

// Futures the one-shot rules do not read are left as they are, each with a note saying
// where the Future is: followed by an operator the rules do not follow, inside another
// operator's closure, made by a computed property.
protocol PumpManager {
    func fetchGlucose(_ completion: @escaping (Result<[Int], Error>) -> Void)
    func checkCompatibility(_ completion: @escaping (Bool) -> Void)
}

final class GlucoseSource {
    private let pump: PumpManager
    private let queue = DispatchQueue(label: "glucose")

    init(pump: PumpManager) {
        self.pump = pump
    }

    func fetch() -> AnyPublisher<[Int], Never> {
        Future<[Int], Error> { promise in
            self.queue.async {
                self.pump.fetchGlucose { result in
                    promise(result)
                }
            }
        }
        .timeout(180, scheduler: queue)
        .replaceError(with: [])
        .eraseToAnyPublisher()
    }

    func refresh(after trigger: AnyPublisher<Void, Never>) -> AnyPublisher<[Int], Error> {
        trigger
            .setFailureType(to: Error.self)
            .flatMap { _ in
                Future<[Int], Error> { promise in
                    self.pump.fetchGlucose { promise($0) }
                }
            }
            .eraseToAnyPublisher()
    }

    var isCompatible: AnyPublisher<Bool, Never> {
        Future<Bool, Never> { promise in
            self.pump.checkCompatibility { promise(.success($0)) }
        }
        .eraseToAnyPublisher()
    }
}
