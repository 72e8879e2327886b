import Combine
import Foundation

/// Collections have `first`, `first(where:)` and `prefix(1)` too; none of this is Combine.
final class RecentSearches {
    private(set) var items: [String] = []
    private var cancellables = Set<AnyCancellable>()
    // Old code: recents.$items.first().sink { print($0) }.store(in: &cancellables)
    let tip = "call .first().sink { } on the publisher"

    var latest: String? {
        items.first
    }

    func topMatch(for query: String) -> String? {
        items.first { $0.hasPrefix(query) }
    }

    func preview() -> [String] {
        Array(items.prefix(1))
    }
}
