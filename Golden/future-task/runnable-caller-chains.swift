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

    func name(id: Int) -> AnyPublisher<String, Error> {
        Future { promise in
            Task {
                do {
                    let name = try await self.catalog.name(of: id)
                    promise(.success(name))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func price(name: String) -> AnyPublisher<Int, Error> {
        Future { promise in
            Task {
                let price = await self.catalog.price(of: name)
                promise(.success(price))
            }
        }
        .eraseToAnyPublisher()
    }

    func slowName(id: Int) -> AnyPublisher<String, Never> {
        Future { promise in
            Task {
                let name = await self.catalog.slowName(of: id)
                promise(.success(name))
            }
        }
        .eraseToAnyPublisher()
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
        shop.name(id: id)
            .map { name in name.lowercased() }
            .flatMap { [shop] name in shop.price(name: name) }
            .map { price in "\(price) coins" }
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    print("price \(id): finished")
                case .failure(let error):
                    print("price \(id): failed with \(error)")
                }
                print("price \(id): done")
            }, receiveValue: { text in
                dispatchPrecondition(condition: .onQueue(.main))
                print("price \(id): \(text)")
            })
            .store(in: &cancellables)
    }

    func showLength(of id: Int) {
        shop.name(id: id)
            .tryMap { name -> Int in
                guard name.count > 4 else {
                    throw NameTooShort()
                }
                return name.count
            }
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    print("length \(id): failed with \(error)")
                }
                print("length \(id): done")
            }, receiveValue: { length in
                print("length \(id): \(length)")
            })
            .store(in: &cancellables)
    }

    func showName(of id: Int) {
        shop.name(id: id)
            .replaceError(with: "unknown")
            .sink { name in
                print("name \(id): \(name)")
            }
            .store(in: &cancellables)
    }

    func bindLabel(to id: Int) {
        shop.name(id: id)
            .replaceError(with: "?")
            .receive(on: DispatchQueue.main)
            .assign(to: \.label, on: self)
            .store(in: &cancellables)
    }

    func showSlowName(of id: Int) {
        shop.slowName(id: id)
            .sink(receiveCompletion: { _ in
                print("slow \(id): completed")
            }, receiveValue: { name in
                print("slow \(id): \(name)")
            })
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
