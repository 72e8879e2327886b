// validation: runnable
// Callers' chains checked at run time: `map`, `flatMap` into a second migrated function,
// `tryMap` that throws, `replaceError`, `receive(on: main)` and `assign(to:on:)`; completion
// handlers with `.finished`, `.failure` and common code; and a subscription cancelled before
// its (cancellation-blind) function returns. Input and output print the same lines, in the
// same order.
import Combine
import Foundation

enum LookupError: Error {
    case missing(Int)
}

struct NameTooShort: Error {}

actor Catalog {
    private let names = [1: "apple", 2: "pear"]
    private let prices = ["apple": 3, "pear": 5]

    func name(of id: Int) throws -> String {
        guard let name = names[id] else { throw LookupError.missing(id) }
        return name
    }

    func price(of name: String) -> Int {
        prices[name] ?? 0
    }

    /// Answers after a while, whether or not the waiting task was cancelled.
    func slowName(of id: Int) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                continuation.resume(returning: "slow \(id)")
            }
        }
    }
}

final class Shop: @unchecked Sendable {
    private let catalog = Catalog()

    func name(id: Int) async throws -> String {
        let name = try await self.catalog.name(of: id)
        return name
    }

    func price(name: String) async -> Int {
        let price = await self.catalog.price(of: name)
        return price
    }

    func slowName(id: Int) async -> String {
        let name = await self.catalog.slowName(of: id)
        return name
    }
}

final class ShopScreen {
    private let shop: Shop
    private var cancellables = Set<AnyCancellable>()
    private var slow = Set<AnyCancellable>()
    var label = ""

    init(shop: Shop) {
        self.shop = shop
    }

    func showPrice(of id: Int) {
        Task { @MainActor [shop] in
            do {
                let name = try await shop.name(id: id)
                guard !Task.isCancelled else { return }
                let name2 = name.lowercased()
                let price = await shop.price(name: name2)
                guard !Task.isCancelled else { return }
                let text = "\(price) coins"
                dispatchPrecondition(condition: .onQueue(.main))
                print("price \(id): \(text)")
                print("price \(id): finished")
            } catch {
                guard !Task.isCancelled else { return }
                print("price \(id): failed with \(error)")
            }
            print("price \(id): done")
        }
        .store(in: &cancellables)
    }

    func showLength(of id: Int) {
        Task { [shop] in
            do {
                let name = try await shop.name(id: id)
                guard !Task.isCancelled else { return }
                guard name.count > 4 else {
                    throw NameTooShort()
                }
                let length = name.count
                print("length \(id): \(length)")
            } catch {
                guard !Task.isCancelled else { return }
                print("length \(id): failed with \(error)")
            }
            print("length \(id): done")
        }
        .store(in: &cancellables)
    }

    func showName(of id: Int) {
        Task { [shop] in
            let name = (try? await shop.name(id: id)) ?? "unknown"
            guard !Task.isCancelled else { return }
            print("name \(id): \(name)")
        }
        .store(in: &cancellables)
    }

    func bindLabel(to id: Int) {
        Task { @MainActor [weak self, shop] in
            let label = (try? await shop.name(id: id)) ?? "?"
            guard !Task.isCancelled else { return }
            self?.label = label
        }
        .store(in: &cancellables)
    }

    func showSlowName(of id: Int) {
        Task { [shop] in
            let name = await shop.slowName(id: id)
            guard !Task.isCancelled else { return }
            print("slow \(id): \(name)")
            print("slow \(id): completed")
        }
        .store(in: &slow)
    }

    func cancelSlow() {
        slow.removeAll()
    }
}

func wait() {
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
}

let screen = ShopScreen(shop: Shop())
screen.showPrice(of: 1)
wait()
screen.showPrice(of: 3)
wait()
screen.showLength(of: 1)
wait()
screen.showLength(of: 2)
wait()
screen.showName(of: 2)
wait()
screen.showName(of: 7)
wait()
screen.bindLabel(to: 1)
wait()
print("label: \(screen.label)")
screen.showSlowName(of: 1)
wait()
screen.showSlowName(of: 2)
screen.cancelSlow()
wait()
print("end")
