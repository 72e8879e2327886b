import Foundation
import OpenCombine

/// The code under test, in the test target so that the case compiles as one module: a diary
/// whose days are published, and a store that saves on the main queue later.
final class Diary {
    @Published private(set) var days: [String] = []
    func add(_ day: String) { days.append(day) }
}

final class DiaryStore {
    let saved = PassthroughSubject<String, Never>()
    func save(_ entry: String) {
        DispatchQueue.main.async { self.saved.send(entry) }
    }
}
