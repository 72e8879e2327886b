import Combine
import Foundation

@MainActor
final class AccountViewModel {
    @Published private(set) var account: Account?
    @Published private(set) var errorText: String?
    private let api: AccountAPI
    private var loadCancellable: AnyCancellable?

    init(api: AccountAPI) {
        self.api = api
    }

    func load() {
        loadCancellable = api.account()
            .sink { completion in
                switch completion {
                case .finished:
                    Log.info("account loaded")
                case .failure(let error):
                    Log.error(error)
                }
            } receiveValue: { [weak self] account in
                self?.account = account
            }
    }
}
