import Combine
import Foundation

@MainActor
final class AppCoordinator {
    private let session: AppSession
    private(set) var route: Route = .splash
    private var cancellables = Set<AnyCancellable>()

    init(session: AppSession) {
        self.session = session
    }

    func start() {
        let userStream = session.currentUser
            .compactMap { $0 }
            .first()
            .bufferedValues()
        Task { [weak self] in
            guard let user = await userStream.firstValueOrNil() else { return }
            guard let self else { return }
            self.route = user.hasCompletedOnboarding ? .home(user.name) : .onboarding
        }
        .store(in: &cancellables)
    }
}
