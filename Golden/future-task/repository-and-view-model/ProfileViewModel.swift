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
        repository.loadProfile(id: id)
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    switch completion {
                    case .finished:
                        self?.isLoading = false
                    case .failure(let error):
                        self?.errorMessage = error.localizedDescription
                    }
                },
                receiveValue: { [weak self] profile in
                    self?.name = profile.name
                }
            )
            .store(in: &cancellables)
    }
}
