// validation: runnable
// A public store whose SDK answers on a background queue and hops to the main queue: the
// publisher keeps its own body (a bridge would hold the store while the SDK works), and the
// async sibling written after it gives the same values and errors.
import Combine
import Foundation

public enum LookupError: Error {
    case missing(String)
}

public final class DirectorySDK: @unchecked Sendable {
    private let people = ["ada": "Ada Lovelace", "grace": "Grace Hopper"]

    public init() {}

    public func lookUp(_ handle: String, completion: @escaping @Sendable (String?, Error?) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
            if let name = self.people[handle] {
                completion(name, nil)
            } else {
                completion(nil, LookupError.missing(handle))
            }
        }
    }
}

public final class Directory: @unchecked Sendable {
    private let sdk = DirectorySDK()

    public init() {}

    public func fullNamePublisher(handle: String) -> AnyPublisher<String, Error> {
        Future { promise in
            self.sdk.lookUp(handle) { name, error in
                DispatchQueue.main.async {
                    if let name {
                        promise(.success(name))
                    } else {
                        promise(.failure(error ?? LookupError.missing(handle)))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

let directory = Directory()
var cancellables = Set<AnyCancellable>()
for handle in ["ada", "linus", "grace"] {
    directory.fullNamePublisher(handle: handle)
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("\(handle): failed with \(error), main thread: \(Thread.isMainThread)")
            }
        }, receiveValue: { name in
            print("\(handle): \(name), main thread: \(Thread.isMainThread)")
        })
        .store(in: &cancellables)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
}
print("end")
