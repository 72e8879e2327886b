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

    func contacts() -> AnyPublisher<[Contact], Error> {
        Future { promise in
            self.book.fetchAll { names, error in
                if let error {
                    promise(.failure(error))
                } else {
                    promise(.success((names ?? []).map(Contact.init(name:))))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

extension ContactsRepository {
    /// Implicit `self`, in an extension of the type.
    func contactCount() -> AnyPublisher<Int, Error> {
        contacts()
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
            guard !Task.isCancelled else { return }
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
