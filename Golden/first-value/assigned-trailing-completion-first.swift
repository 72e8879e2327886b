import Combine
import Foundation

@MainActor
final class SessionRefresher {
    private let auth: AuthClient
    private(set) var token: Token?
    private var refreshCancellable: AnyCancellable?

    init(auth: AuthClient) {
        self.auth = auth
    }

    func refresh() {
        refreshCancellable = auth.tokens.first().sink { completion in
            switch completion {
            case .finished:
                Log.info("token refreshed")
            case .failure(let error):
                Log.error(error)
            }
        } receiveValue: { [weak self] token in
            self?.token = token
        }
    }
}
