// validation: runnable
// A sink behind `receive(on: DispatchQueue.main)` runs on the main thread; after the rewrite
// the loop runs on the main actor, which is the main thread too.
import Combine
import Foundation

final class ProgressScreen {
    private var cancellables = Set<AnyCancellable>()
    var shown: [Int] = []

    func bind(to progress: PassthroughSubject<Int, Never>) {
        progress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] percent in
                dispatchPrecondition(condition: .onQueue(.main))
                self?.shown.append(percent)
            }
            .store(in: &cancellables)
    }
}

let progress = PassthroughSubject<Int, Never>()
let screen = ProgressScreen()
screen.bind(to: progress)
DispatchQueue.global().async {
    for percent in [25, 50, 100] {
        progress.send(percent)
    }
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("shown \(screen.shown)")
