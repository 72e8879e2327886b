import Combine
import Foundation

/// Loads several profiles at once: a `flatMap` of publishers, which stays in Combine.
final class TeamSummary {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func names(of ids: [String]) -> AnyPublisher<[String], Error> {
        ids.publisher
            .setFailureType(to: Error.self)
            .flatMap { self.repository.loadProfilePublisher(id: $0) }
            .map(\.name)
            .collect()
            .eraseToAnyPublisher()
    }
}
