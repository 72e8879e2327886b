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

    func search(_ query: String) async throws -> [Contact] {
        try await withCheckedThrowingContinuation { continuation in
            self.store.fetchContacts(matching: query) { result in
                continuation.resume(with: result.map { contacts in contacts.filter { !$0.phone.isEmpty } })
            }
        }
    }
}
