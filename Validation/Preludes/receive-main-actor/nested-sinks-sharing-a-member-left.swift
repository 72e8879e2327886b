// Stubs for Golden/receive-main-actor/nested-sinks-sharing-a-member-left.
import Combine
import Foundation

struct NestedUser {}
struct NestedProfile { let name: String }

final class Session {
    let user = PassthroughSubject<NestedUser, Never>()
}

final class ProfileStore {
    func profile(of user: NestedUser) -> AnyPublisher<NestedProfile, Never> { Empty().eraseToAnyPublisher() }
}

final class AvatarStore {
    func image(for profile: NestedProfile) -> AnyPublisher<String, Never> { Empty().eraseToAnyPublisher() }
}
