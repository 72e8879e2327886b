// validation: runnable network
import Foundation

// Positive control: a dataTaskPublisher call and its async/await rewrite fetch the same
// file from the loopback server that Scripts/validate.sh starts; both print the same lines
// and exit 1 if the fetch fails, so a server that is not there is a failure, not a match.
let base = URL(string: ProcessInfo.processInfo.environment["VALIDATION_BASE_URL"] ?? "http://127.0.0.1:9")!
let configuration = URLSessionConfiguration.ephemeral
configuration.urlCache = nil
let session = URLSession(configuration: configuration)

func fetchGreeting() async throws -> String {
    let (data, response) = try await session.data(from: base.appendingPathComponent("greeting.txt"))
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw URLError(.badServerResponse)
    }
    return String(decoding: data, as: UTF8.self)
}

do {
    let greeting = try await fetchGreeting()
    print("greeting: \(greeting)", terminator: "")
} catch {
    print("error: \(error)")
    exit(1)
}
print("finished")
