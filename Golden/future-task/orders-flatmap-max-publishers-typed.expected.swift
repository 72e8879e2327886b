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

    func currentSession() async throws(OrderError) -> Session {
        do {
            if let session = try await self.backend.signIn() {
                return session
            } else {
                throw OrderError.notSignedIn
            }
        } catch {
            throw OrderError.network(error)
        }
    }

    func orders(for session: Session) async throws(OrderError) -> [Order] {
        do {
            let orders = try await self.backend.orders(token: session.token)
            return orders
        } catch {
            throw OrderError.unavailable(error.localizedDescription)
        }
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
        Task { [weak self, service] in
            do throws(OrderError) {
                let session = try await service.currentSession()
                guard !Task.isCancelled else { return }
                let orders = try await service.orders(for: session)
                guard !Task.isCancelled else { return }
                let total = orders.reduce(0) { $0 + $1.total }
                self?.summary = String(format: "%.2f", total)
                print("orders refreshed")
            } catch {
                guard !Task.isCancelled else { return }
                switch error {
                case .notSignedIn:
                    self?.summary = "Sign in to see your orders"
                case .unavailable(let reason):
                    self?.summary = reason
                case .network:
                    self?.summary = "Offline"
                }
            }
        }
        .store(in: &cancellables)
    }
}
