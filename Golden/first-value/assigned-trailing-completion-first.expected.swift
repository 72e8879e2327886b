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
        let tokenStream = auth.tokens.first().bufferedValues()
        refreshCancellable = Task { [weak self] in
            do {
                for try await token in tokenStream {
                    self?.token = token
                }
                if tokenStream.isFinished {
                    Log.info("token refreshed")
                }
            } catch {
                let error = tokenStream.failure(error)
                Log.error(error)
            }
        }.cancellable
    }
}
