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
        let profileStream = repository.loadProfile(id: id).bufferedValues()
        Task { @MainActor [weak self] in
            do {
                for try await profile in profileStream {
                    self?.name = profile.name
                }
                if profileStream.isFinished {
                    self?.isLoading = false
                }
            } catch {
                let error = profileStream.failure(error)
                self?.errorMessage = error.localizedDescription
            }
        }
        .store(in: &cancellables)
    }
}
