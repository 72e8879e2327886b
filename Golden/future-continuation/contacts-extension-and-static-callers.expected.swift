import Combine
import Foundation

struct Contact: Sendable {
    let name: String
}

/// The contacts of the address book, read through its callback API.
final class ContactsRepository {
    private let book: AddressBook

    init(book: AddressBook) {
        self.book = book
    }

    /// Whether the app may read the address book.
    static func requestAccess() async -> Bool {
        await withCheckedContinuation { continuation in
            AddressBook.requestAccess { granted in
                continuation.resume(returning: granted)
            }
        }
    }

    func contacts() async throws -> [Contact] {
        try await withCheckedThrowingContinuation { continuation in
            self.book.fetchAll { names, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: (names ?? []).map(Contact.init(name:)))
                }
            }
        }
    }

    /// The Combine bridge to `contacts()`, for callers not migrated yet.
    func contactsPublisher() -> AnyPublisher<[Contact], Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.contacts()))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

extension ContactsRepository {
    /// Implicit `self`, in an extension of the type.
    func contactCount() -> AnyPublisher<Int, Error> {
        contactsPublisher()
            .map(\.count)
            .eraseToAnyPublisher()
    }
}

final class ContactsViewModel: ObservableObject {
    @Published private(set) var canRead = false
    private var cancellables = Set<AnyCancellable>()

    /// The static function, through its type's name.
    func checkAccess() {
        Task { @MainActor [weak self] in
            let granted = await ContactsRepository.requestAccess()
            self?.canRead = granted
        }
        .store(in: &cancellables)
    }

    /// `AddressBook`'s own `requestAccess`: another type's.
    func askAgain() {
        AddressBook.requestAccess { granted in
            print("access", granted)
        }
    }
}
