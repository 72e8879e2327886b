import Foundation

/// A stand-in for the address-book SDK's client (a module of its own in the app).
final class AddressBook: @unchecked Sendable {
    static func requestAccess(_ completion: @escaping (Bool) -> Void) {
        completion(true)
    }

    func fetchAll(_ completion: @escaping ([String]?, Error?) -> Void) {
        completion(["Ada", "Grace"], nil)
    }
}
