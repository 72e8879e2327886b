final class Counter {
    private var value = 0
    private(set) var seen: [Int] = [0]

    func increment() {
        value += 1
        seen.append(value)
    }
}
