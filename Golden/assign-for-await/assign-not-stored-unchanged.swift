import Combine
import Foundation

final class BadgeBinder {
    @Published private(set) var badgeCount = 0
    private var cancellables = Set<AnyCancellable>()

    /// The caller keeps the returned subscription alive as long as it wants the badge bound.
    func bind(to unread: AnyPublisher<Int, Never>) -> AnyCancellable {
        return unread.assign(to: \.badgeCount, on: self)
    }

    func bindForever(to unread: AnyPublisher<Int, Never>) {
        cancellables.insert(unread.assign(to: \.badgeCount, on: self))
    }
}
