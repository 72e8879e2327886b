import Foundation

struct Telemetry {
    // Strings that mention Combine names are not uses of Combine.
    let migrated = "removed every AnyCancellable and sink from \(Bundle.main.bundlePath)"
    let multiline = """
        AnyPublisher<User, Error> became `async throws -> User`; store(in: &cancellables) is gone.
        """
    let raw = #"Publishers.Map "\#(1)" PassthroughSubject"#
}
