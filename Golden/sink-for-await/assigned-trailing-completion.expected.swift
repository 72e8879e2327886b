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
        let accountStream = api.account().bufferedValues()
        loadCancellable = Task { [weak self] in
            do {
                for try await account in accountStream {
                    self?.account = account
                }
                if accountStream.isFinished {
                    Log.info("account loaded")
                }
            } catch {
                let error = accountStream.failure(error)
                Log.error(error)
            }
        }.cancellable
    }
}
