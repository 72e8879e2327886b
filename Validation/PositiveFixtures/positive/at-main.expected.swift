// validation: runnable

// Positive control: a runnable case with `@main` (built with -parse-as-library).
@main
struct App {
    static func main() async {
        let total = await Task { [1, 2, 3].reduce(0, +) }.value
        print("total", total)
    }
}
