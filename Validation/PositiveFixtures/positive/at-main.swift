// validation: runnable
import Combine

// Positive control: a runnable case with `@main` (built with -parse-as-library).
@main
struct App {
    static func main() {
        var total = 0
        let cancellable = [1, 2, 3].publisher.reduce(0, +).sink { total = $0 }
        cancellable.cancel()
        print("total", total)
    }
}
