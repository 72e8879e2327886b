// validation: runnable
// A view model whose `@MainActor` comes from its base class in another file: its loop runs on
// the main actor, and the five values sent right after subscribing all arrive, in order.
import Combine
import Foundation

@main
enum Main {
    static func main() {
        MainActor.assumeIsolated {
            let counts = PassthroughSubject<Int, Never>()
            let model = CounterViewModel()
            model.start(counts)
            for count in 1...5 {
                counts.send(count)
            }
            RunLoop.main.run(until: Date().addingTimeInterval(0.5))
            print("received \(model.received)")
        }
    }
}
