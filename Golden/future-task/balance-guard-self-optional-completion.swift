import Combine
import Foundation

// The value closure starts with `guard let strongSelf = self else { return }`, the
// completion handler only reaches through `self?.`: when `self` is gone, neither does
// anything, so the guard may skip the completion code in the Task too. The subscription
// is kept in a dictionary, by key.
struct NonFungible: Sendable {
    let tokenID: String
}

actor JsonFetcher {
    func nonFungibles() -> [String: [NonFungible]] { ["0x1": [NonFungible(tokenID: "7")]] }
}

final class NonFungibleJsonFetcher {
    private let fetcher = JsonFetcher()

    func fetchNonFungibleJsons() -> AnyPublisher<[String: [NonFungible]], Never> {
        Future { promise in
            Task {
                let jsons = await self.fetcher.nonFungibles()
                promise(.success(jsons))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class TokenBalanceFetcher {
    private let jsonFetcher = NonFungibleJsonFetcher()
    private var cancellable: [String: AnyCancellable] = [:]

    private func notifyUpdateBalance(_ contracts: [String: [NonFungible]]) {
        print("updated", contracts.keys.sorted())
    }

    func updateNonFungiblesBalance() {
        let key = "balanceUpdate-" + UUID().uuidString
        cancellable[key] = jsonFetcher.fetchNonFungibleJsons()
            .sink(receiveCompletion: { [weak self] _ in
                self?.cancellable[key] = nil
            }, receiveValue: { [weak self] contractToNonFungibles in
                guard let strongSelf = self else { return }
                strongSelf.notifyUpdateBalance(contractToNonFungibles)
            })
    }
}
