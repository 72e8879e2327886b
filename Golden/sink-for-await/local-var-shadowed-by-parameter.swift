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
        repository.extraSections
            .sink { [weak self] sections in
                self?.sections += sections
            }
            .store(in: &cancellables)
    }
}
