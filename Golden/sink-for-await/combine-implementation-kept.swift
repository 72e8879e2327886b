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
