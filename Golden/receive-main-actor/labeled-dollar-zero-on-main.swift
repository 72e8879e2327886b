import Combine
import Foundation

// The value closure in parentheses (`.sink(receiveValue: { … })`) without a parameter list:
// `$0`, or a `Void` publisher's closure that takes nothing. Read as the trailing form is.
final class CurrencyViewController: UIViewController {
    private let output: CurrencyOutput
    private let currencyLabel = UILabel()
    private var cancelable = Set<AnyCancellable>()

    init(output: CurrencyOutput) {
        self.output = output
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.selectedCurrency
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: { self.currencyLabel.text = $0.code })
            .store(in: &cancelable)
        output.didReload
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: {
                self.reload()
            })
            .store(in: &cancelable)
        // Two parameters: not one value; left as it is.
        output.pairs
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: { print($0, $1) })
            .store(in: &cancelable)
    }

    private func reload() {}
}
