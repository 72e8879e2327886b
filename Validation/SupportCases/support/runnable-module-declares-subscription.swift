// validation: runnable
// A module that declares its own `Subscription`, `Publisher` and `Subscriber` (as SDKs do:
// a live-query `Subscription`, an event `Publisher`) still compiles the support file, whose
// Combine names are qualified, and its helpers still work.
import Combine
import Foundation

open class Subscription<T> {
    public let query: T
    public init(query: T) { self.query = query }
}

final class Publisher {
    var events: [String] = []
}

protocol Subscriber {}

let subject = PassthroughSubject<Int, Never>()
let values = subject.bufferedValues()
subject.send(1)
subject.send(2)
subject.send(completion: .finished)
let done = DispatchSemaphore(value: 0)
let received = Box()
Task {
    for await value in values { received.append(value) }
    done.signal()
}
done.wait()
print("received \(received.values), own types: \(Subscription(query: "q").query) \(Publisher().events.count)")

final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    var values: [Int] { lock.withLock { stored } }
    func append(_ value: Int) { lock.withLock { stored.append(value) } }
}
