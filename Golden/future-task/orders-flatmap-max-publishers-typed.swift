import Combine
import Foundation

// Two functions failing with the same typed error, chained with
// `flatMap(maxPublishers: .max(1))` and `map`: the Task's `do` throws that type, so the
// failure code still reads its cases.
enum OrderError: Error {
    case notSignedIn
    case unavailable(String)
    case network(Error)
}

struct Session: Sendable {
    let token: String
}

struct Order: Sendable {
    let id: Int
    let total: Double
}

actor OrderBackend {
    func signIn() throws -> Session? { Session(token: "t-1") }
    func orders(token: String) throws -> [Order] {
        [Order(id: 1, total: 12.5), Order(id: 2, total: 7.25)]
    }
}

final class OrderService {
    private let backend = OrderBackend()

    func currentSession() -> AnyPublisher<Session, OrderError> {
        Future<Session, OrderError> { promise in
            Task {
                do {
                    if let session = try await self.backend.signIn() {
                        promise(.success(session))
                    } else {
                        promise(.failure(OrderError.notSignedIn))
                    }
                } catch {
                    promise(.failure(OrderError.network(error)))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func orders(for session: Session) -> AnyPublisher<[Order], OrderError> {
        Future<[Order], OrderError> { promise in
            Task {
                do {
                    let orders = try await self.backend.orders(token: session.token)
                    promise(.success(orders))
                } catch {
                    promise(.failure(OrderError.unavailable(error.localizedDescription)))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class OrdersViewModel {
    private let service: OrderService
    private var cancellables = Set<AnyCancellable>()
    private(set) var summary = ""

    init(service: OrderService) {
        self.service = service
    }

    func refresh() {
        service.currentSession()
            .flatMap(maxPublishers: .max(1)) { [service] session in
                service.orders(for: session)
            }
            .map { orders in orders.reduce(0) { $0 + $1.total } }
            .sink { [weak self] completion in
                switch completion {
                case .finished:
                    print("orders refreshed")
                case .failure(let error):
                    switch error {
                    case .notSignedIn:
                        self?.summary = "Sign in to see your orders"
                    case .unavailable(let reason):
                        self?.summary = reason
                    case .network:
                        self?.summary = "Offline"
                    }
                }
            } receiveValue: { [weak self] total in
                self?.summary = String(format: "%.2f", total)
            }
            .store(in: &cancellables)
    }
}
