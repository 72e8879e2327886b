// validation: runnable
// `receive(on: DispatchQueue.main)` followed by `map`: the sink still runs on the main
// thread, so the loop must run on the main actor although the hop is not the last operator.
import Combine
import Foundation

final class OrderStatusLabel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var texts: [String] = []

    func bind(to status: PassthroughSubject<Int, Never>) {
        status
            .receive(on: DispatchQueue.main)
            .map { "status \($0)" }
            .sink { [weak self] text in
                print("\(text) on the main thread: \(Thread.isMainThread)")
                self?.texts.append(text)
            }
            .store(in: &cancellables)
    }
}

let status = PassthroughSubject<Int, Never>()
let label = OrderStatusLabel()
label.bind(to: status)
DispatchQueue.global().async {
    for code in [1, 2, 3] {
        status.send(code)
    }
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("texts \(label.texts)")
