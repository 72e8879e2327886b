// validation: runnable
// `receive(on: DispatchQueue.main)` before `first()`: the one value is still handled on the
// main thread, so the Task must run on the main actor.
import Combine
import Foundation

final class FirstLaunchTip {
    private var cancellables = Set<AnyCancellable>()
    private(set) var shown: [String] = []

    func show(from tips: PassthroughSubject<String, Never>) {
        let tipStream = tips
            .first()
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await tip in tipStream {
                print("\(tip) on the main thread: \(Thread.isMainThread)")
                self?.shown.append(tip)
            }
        }
        .store(in: &cancellables)
    }
}

let tips = PassthroughSubject<String, Never>()
let tip = FirstLaunchTip()
tip.show(from: tips)
DispatchQueue.global().async {
    tips.send("swipe to archive")
    tips.send("long-press to pin")
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("shown \(tip.shown)")
