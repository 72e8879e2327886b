// This file does not end with a newline: its last token is a `}`.
struct Counter {
    private(set) var value = 0

    mutating func increment(by step: Int = 1) {
        value += step
    }

    mutating func reset() {
        value = 0
    }
}

extension Counter: CustomStringConvertible {
    var description: String { "Counter(\(value))" }
}

func demo() -> String {
    var counter = Counter()
    counter.increment()
    counter.increment(by: 41)
    let closure = { (c: inout Counter) in c.reset() }
    closure(&counter)
    return counter.description
}