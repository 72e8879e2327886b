import Combine
import Foundation

// `assign(to:on:)`'s key path types the chain before it: a `map` closure that returns `nil`
// after a `guard`, a number (an `Int` without it), `.member` or `[]` has that type only
// because of the property it is assigned to. Cut before `.assign`, the loop's stream has
// none to give it, so those sites stay, with a warning saying what to write. A closure that
// writes its result type, a ternary one branch of which is typed, and `x ?? 0` need no
// context: they migrate.
@MainActor
final class ServerStatusViewModel {
    enum Mode { case on, off }

    var location: String?
    var opacity: Double = 0
    var mode: Mode = .off
    var tags: [String] = ["none"]
    var emptyState: Mode?
    var latency = 0
    var city: String?
    private var cancellables = Set<AnyCancellable>()

    func bind(servers: AnyPublisher<Int?, Never>, connected: AnyPublisher<Bool, Never>, names: AnyPublisher<String?, Never>) {
        servers
            .map { server in
                guard let server else {
                    return nil
                }
                return "server \(server)"
            }
            .receive(on: DispatchQueue.main)
            .assign(to: \.location, on: self)
            .store(in: &cancellables)
        connected
            .map { $0 ? 1 : 0 }
            .receive(on: DispatchQueue.main)
            .assign(to: \.opacity, on: self)
            .store(in: &cancellables)
        connected
            .map { $0 ? .on : .off }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .assign(to: \.mode, on: self)
            .store(in: &cancellables)
        connected
            .compactMap { [weak self] _ in
                guard let self else { return nil }
                return self.tags
            }
            .receive(on: DispatchQueue.main)
            .assign(to: \.tags, on: self)
            .store(in: &cancellables)
        let emptyStateStream = connected
            .map { connected in connected ? nil : Mode.off }
            .bufferedValues()
        Task { [weak self] in
            for await value in emptyStateStream {
                self?.emptyState = value
            }
        }
        .store(in: &cancellables)
        let latencyStream = servers
            .map { $0 ?? 0 }
            .bufferedValues()
        Task { [weak self] in
            for await value in latencyStream {
                self?.latency = value
            }
        }
        .store(in: &cancellables)
        let cityStream = names
            .map { name -> String? in
                guard let name else { return nil }
                return name.capitalized
            }
            .bufferedValues()
        Task { [weak self] in
            for await value in cityStream {
                self?.city = value
            }
        }
        .store(in: &cancellables)
    }
}
