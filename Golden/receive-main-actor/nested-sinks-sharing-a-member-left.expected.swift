import Combine
import Foundation

final class ProfileScreen {
    private var cancellables = Set<AnyCancellable>()
    var title = ""

    func bind(session: Session, profiles: ProfileStore, avatars: AvatarStore) {
        session.user
            .receive(on: DispatchQueue.main)
            .sink { [weak self] user in
                guard let self else { return }
                profiles.profile(of: user)
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] profile in
                        guard let self else { return }
                        self.title = profile.name
                        let imageStream = avatars.image(for: profile).bufferedValues()
                        Task { @MainActor in
                            for await image in imageStream {
                                print(image)
                            }
                        }
                        .store(in: &self.cancellables)
                    }
                    .store(in: &self.cancellables)
            }
            .store(in: &cancellables)
    }
}
