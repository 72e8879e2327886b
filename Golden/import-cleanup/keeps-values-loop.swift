import Combine

func count(_ stream: StreamSource) async -> Int {
    var total = 0
    for await _ in stream.events.values {
        total += 1
    }
    return total
}
