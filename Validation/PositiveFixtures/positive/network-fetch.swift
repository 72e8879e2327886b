// validation: runnable network
import Combine
import Foundation

// Positive control: a dataTaskPublisher call and its async/await rewrite fetch the same
// file from the loopback server that Scripts/validate.sh starts; both print the same lines
// and exit 1 if the fetch fails, so a server that is not there is a failure, not a match.
let base = URL(string: ProcessInfo.processInfo.environment["VALIDATION_BASE_URL"] ?? "http://127.0.0.1:9")!
let configuration = URLSessionConfiguration.ephemeral
configuration.urlCache = nil
let session = URLSession(configuration: configuration)

func fetchGreeting() -> AnyPublisher<String, Error> {
    session.dataTaskPublisher(for: base.appendingPathComponent("greeting.txt"))
        .tryMap { data, response in
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                throw URLError(.badServerResponse)
            }
            return String(decoding: data, as: UTF8.self)
        }
        .eraseToAnyPublisher()
}

var finished = false
let cancellable = fetchGreeting()
    .receive(on: DispatchQueue.main)
    .sink(receiveCompletion: { completion in
        if case .failure(let error) = completion {
            print("error: \(error)")
            exit(1)
        }
        finished = true
    }, receiveValue: { greeting in
        print("greeting: \(greeting)", terminator: "")
    })
let deadline = Date().addingTimeInterval(10)
while !finished && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
}
guard finished else {
    print("timed out")
    exit(1)
}
print("finished")
