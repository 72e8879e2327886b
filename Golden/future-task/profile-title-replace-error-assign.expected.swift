import Combine
import Foundation

// `replaceError(with:)` right after the call, then `receive(on: main)` and
// `assign(to:on:)`: the fallback is `try?`'s (the output is not optional), the property is
// set through a weak capture (`assign` held `self` until the publisher finished).
struct Profile: Sendable {
    let displayName: String
}

actor ProfileCache {
    func load(userID: String) throws -> Profile {
        Profile(displayName: "Grace")
    }
}

final class ProfileService {
    private let cache = ProfileCache()

    func displayName(userID: String) async throws -> String {
        let profile = try await self.cache.load(userID: userID)
        return profile.displayName
    }
}

final class ProfileHeaderViewModel: ObservableObject {
    @Published var title = ""
    private let service: ProfileService
    private var titleSubscription: AnyCancellable?

    init(service: ProfileService) {
        self.service = service
    }

    func bind(userID: String) {
        titleSubscription = Task { @MainActor [weak self, service] in
            let title = (try? await service.displayName(userID: userID)) ?? "Guest"
            guard !Task.isCancelled else { return }
            self?.title = title
        }.cancellable
    }
}
