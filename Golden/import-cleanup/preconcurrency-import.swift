import Foundation
@preconcurrency import Combine

actor Counter {
    private var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}
