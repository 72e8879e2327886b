import Combine
import Foundation

// An app whose own promise type, older than its Combine code, is called `Future`: in this
// module `Future` names it, not Combine's, so the functions that return or make one are
// left as they are, whatever their shape.
final class Future<Value, Failure: Error> {
    typealias Promise = (Result<Value, Failure>) -> Void

    private var result: Result<Value, Failure>?
    private var waiting: [Promise] = []

    init(_ work: (@escaping Promise) -> Void) {
        work { [weak self] result in self?.complete(result) }
    }

    func onComplete(_ callback: @escaping Promise) {
        if let result { callback(result) } else { waiting.append(callback) }
    }

    private func complete(_ result: Result<Value, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        waiting.forEach { $0(result) }
        waiting = []
    }
}

struct Profile {
    let name: String
}

final class ProfileStore {
    func loadProfile(id: String) -> Future<Profile, Error> {
        Future { promise in
            Task {
                do {
                    let profile = try await self.fetch(id: id)
                    promise(.success(profile))
                } catch {
                    promise(.failure(error))
                }
            }
        }
    }

    private func fetch(id: String) async throws -> Profile {
        Profile(name: id)
    }
}
