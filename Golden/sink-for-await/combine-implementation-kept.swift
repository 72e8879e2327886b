import Combine
import Foundation

extension Publisher where Failure == Never {
    /// Logs every value while the returned cancellable lives.
    func logValues(_ log: @escaping (Output) -> Void, in set: inout Set<AnyCancellable>) {
        self
            .sink { value in
                log(value)
            }
            .store(in: &set)
    }
}

final class ForwardingSubscription<Upstream: Publisher>: Subscription where Upstream.Failure == Never {
    private var cancellables = Set<AnyCancellable>()
    private var forward: ((Upstream.Output) -> Void)?

    init(upstream: Upstream, forward: @escaping (Upstream.Output) -> Void) {
        self.forward = forward
        upstream
            .sink { [weak self] value in
                self?.forward?(value)
            }
            .store(in: &cancellables)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        forward = nil
        cancellables.removeAll()
    }
}

extension Combine.Publishers {
    /// A module-qualified extension is Combine's own too.
    static func logging<P: Publisher>(_ upstream: P, in set: inout Set<AnyCancellable>) where P.Failure == Never {
        upstream
            .sink { value in
                print(value)
            }
            .store(in: &set)
    }
}
