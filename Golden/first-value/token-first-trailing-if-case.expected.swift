import Combine
import Foundation

@MainActor
final class APIClient {
    private let auth: AuthClient
    private(set) var bearerToken: String?
    private var bag = Set<AnyCancellable>()

    init(auth: AuthClient) {
        self.auth = auth
    }

    func authorize() {
        let tokenStream = auth.tokens
            .first()
            .bufferedValues()
        Task { [weak self] in
            do {
                guard let token = try await tokenStream.firstValueOrNil() else { return }
                self?.bearerToken = token.value
            } catch {
                let error = tokenStream.failure(error)
                Log.error(error)
            }
        }
        .store(in: &bag)
    }
}
