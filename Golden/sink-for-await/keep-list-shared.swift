import Combine
import Foundation

@MainActor
final class StockTickerViewModel {
    @Published private(set) var lastPrice = 0.0
    @Published private(set) var history: [Double] = []
    private let prices: AnyPublisher<Double, Never>
    private var cancellables = Set<AnyCancellable>()

    init(feed: PriceFeed) {
        prices = feed.prices.share().eraseToAnyPublisher()
        prices
            .sink { [weak self] price in self?.lastPrice = price }
            .store(in: &cancellables)
        feed.prices
            .share()
            .sink { [weak self] price in self?.history.append(price) }
            .store(in: &cancellables)
        feed.prices
            .buffer(size: 100, prefetch: .byRequest, whenFull: .dropOldest)
            .sink { price in Log.info("price \(price)") }
            .store(in: &cancellables)
        feed.prices
            .multicast { PassthroughSubject<Double, Never>() }
            .autoconnect()
            .sink { price in Log.info("multicast \(price)") }
            .store(in: &cancellables)
        feed.prices.makeConnectable().autoconnect().sink { _ in }.store(in: &cancellables)
    }
}
