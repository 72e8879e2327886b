import Combine
import Foundation

struct Account: Sendable {
    let id: String
}

public final class AccountService {
    func account(id: String) async throws -> Account {
        Account(id: id)
    }

    // Bridges for the screens not migrated yet.

    /// Combine access to `account(id:)`.
    func accountPublisher(id: String) -> AnyPublisher<Account, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.account(id: id)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func signOut() async {}

    /// Part of the SDK's public Combine API: callers outside this package use it.
    public func signOutPublisher() -> AnyPublisher<Void, Never> {
        Deferred {
            Future { promise in
                Task {
                    promise(.success(await self.signOut()))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
