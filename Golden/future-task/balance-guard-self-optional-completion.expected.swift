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

    func fetchNonFungibleJsons() async -> [String: [NonFungible]] {
        let jsons = await self.fetcher.nonFungibles()
        return jsons
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
        cancellable[key] = Task { [weak self, jsonFetcher] in
            let contractToNonFungibles = await jsonFetcher.fetchNonFungibleJsons()
            guard !Task.isCancelled else { return }
            guard let strongSelf = self else { return }
            strongSelf.notifyUpdateBalance(contractToNonFungibles)
            self?.cancellable[key] = nil
        }.cancellable
    }
}
