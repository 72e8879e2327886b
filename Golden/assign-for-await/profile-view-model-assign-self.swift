import Combine
import Foundation

@MainActor
final class ProfileHeaderViewModel {
    @Published private(set) var title = ""
    @Published private(set) var isVerified = false
    private let session: UserSession
    private var cancellables = Set<AnyCancellable>()

    init(session: UserSession) {
        self.session = session
        session.$user
            .map { "\($0.firstName) \($0.lastName)" }
            .removeDuplicates()
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
        session.$user.map(\.isVerified).assign(to: \.isVerified, on: self).store(in: &cancellables)
    }
}
