import Combine
import Foundation

final class ProfileViewModel: ObservableObject {
    @Published private(set) var name = ""
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let repository: ProfileRepository
    private var cancellables = Set<AnyCancellable>()

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func load(id: String) {
        isLoading = true
        Task { @MainActor [weak self, repository] in
            do {
                let profile = try await repository.loadProfile(id: id)
                self?.name = profile.name
                self?.isLoading = false
            } catch {
                guard !Task.isCancelled else { return }
                self?.errorMessage = error.localizedDescription
            }
        }
        .store(in: &cancellables)
    }
}
