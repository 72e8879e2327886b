import Combine
import Foundation

struct Contact: Sendable {
    let name: String
}

protocol ContactsProviding {
    func contacts() -> AnyPublisher<[Contact], Error>
}

actor AddressBook {
    func all() -> [Contact] {
        [Contact(name: "Ada")]
    }
}

final class ContactsProvider: ContactsProviding {
    private let book = AddressBook()

    func contacts() -> AnyPublisher<[Contact], Error> {
        Future { promise in
            Task {
                let all = await self.book.all()
                promise(.success(all))
            }
        }
        .eraseToAnyPublisher()
    }
}
