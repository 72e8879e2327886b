import Combine
import Foundation

/// Loads several profiles at once: a merge of publishers, which stays in Combine.
final class TeamSummary {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func names(of ids: [String]) -> AnyPublisher<[String], Error> {
        Publishers.MergeMany(ids.map { repository.loadProfilePublisher(id: $0) })
            .map(\.name)
            .collect()
            .eraseToAnyPublisher()
    }
}
