import Combine
import Foundation

enum BiometryError: Error {
    case notAvailable
    case failed
}

final class BiometryClient {
    func evaluate(reason: String, reply: @escaping (Bool, BiometryError?) -> Void) {
        reply(true, nil)
    }
}

final class UnlockService {
    private let client = BiometryClient()

    func unlock() -> Future<Bool, BiometryError> {
        Future<Bool, BiometryError> { promise in
            self.client.evaluate(reason: "Unlock your notes") { success, error in
                if let error {
                    promise(.failure(error))
                } else {
                    promise(.success(success))
                }
            }
        }
    }
}
