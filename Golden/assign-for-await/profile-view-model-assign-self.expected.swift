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
        let titleStream = session.$user
            .map { "\($0.firstName) \($0.lastName)" }
            .removeDuplicates()
            .bufferedValues()
        Task { [weak self] in
            for await value in titleStream {
                self?.title = value
            }
        }
        .store(in: &cancellables)
        let isVerifiedStream = session.$user.map(\.isVerified).bufferedValues()
        Task { [weak self] in
            for await value in isVerifiedStream {
                self?.isVerified = value
            }
        }.store(in: &cancellables)
    }
}
