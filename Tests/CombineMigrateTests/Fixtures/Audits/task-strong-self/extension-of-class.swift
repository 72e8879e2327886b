import Foundation

final class Downloader {
    var progress: Double = 0
}

extension Downloader {
    func track(_ updates: AsyncStream<Double>) {
        Task(priority: .utility) {
            for await value in updates {
                progress = value
            }
        }
    }
}

struct Meter {
    var value = 0.0
}

extension Meter {
    mutating func track(_ updates: AsyncStream<Double>) {
        // A value type: no object to keep alive.
        Task {
            for await value in updates {
                print(value)
            }
        }
    }
}
