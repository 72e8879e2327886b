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
        auth.tokens
            .first()
            .sink { completion in
                if case .failure(let error) = completion {
                    Log.error(error)
                }
            } receiveValue: { [weak self] token in
                self?.bearerToken = token.value
            }
            .store(in: &bag)
    }
}
