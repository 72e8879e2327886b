// A module that declares its own types under the standard names the support file uses —
// a to-do app's `Task`, older code's `Result` and `Error`, an SDK's `Subscription` and
// `Publisher` — compiled with the support file: it names Swift's and Combine's in full.
import Foundation

struct Task: Equatable {
    var title: String
}

enum Result<Value: Sendable>: Sendable {
    case success(Value)
    case failure(String)
}

struct Error {
    let code: Int
}

struct Subscription {
    let id: Int
}

protocol Publisher {
    var name: String { get }
}

let firstTask = Task(title: "Buy milk")
let loaded: Result<Int> = .success(1)
