// Stubs for Golden/receive-main-actor/labeled-dollar-zero-on-main.
import Combine
import Foundation

struct Currency {
    let code: String
}

final class CurrencyOutput {
    let selectedCurrency = PassthroughSubject<Currency, Never>()
    let didReload = PassthroughSubject<Void, Never>()
    let pairs = PassthroughSubject<(Int, Int), Never>()
}
