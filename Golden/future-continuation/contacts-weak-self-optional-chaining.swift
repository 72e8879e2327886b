import Combine
import Foundation

struct Contact {
    let name: String
    let phone: String
}

final class ContactStore {
    func fetchContacts(matching query: String, completion: @escaping (Result<[Contact], Error>) -> Void) {
        completion(.success([]))
    }
}

final class ContactsViewModel {
    private let store = ContactStore()

    func search(_ query: String) -> AnyPublisher<[Contact], Error> {
        Future { [weak self] promise in
            self?.store.fetchContacts(matching: query) { result in
                promise(result.map { contacts in contacts.filter { !$0.phone.isEmpty } })
            }
        }
        .eraseToAnyPublisher()
    }
}
