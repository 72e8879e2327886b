import Combine
import Foundation

@MainActor
final class SettingsListViewModel {
    private let repository: SettingsRepository
    private(set) var sections: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(repository: SettingsRepository) {
        self.repository = repository
    }

    func load(isAdmin: Bool) {
        var sections = ["General", "Privacy"]
        if isAdmin {
            sections.append("Developer")
        }
        self.sections = sections
        let sectionsStream = repository.extraSections.bufferedValues()
        Task { [weak self] in
            for await sections in sectionsStream {
                self?.sections += sections
            }
        }
        .store(in: &cancellables)
    }
}
