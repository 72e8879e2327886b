import Combine
import Foundation

final class UserViewModel: ObservableObject {
    @Published private(set) var name = ""
    @Published private(set) var failure: String?

    private let service: UserService
    private var cancellables = Set<AnyCancellable>()

    init(service: UserService) {
        self.service = service
    }

    func load(id: Int) {
        Task { @MainActor [weak self, service] in
            do {
                let user = try await service.user(id: id)
                guard !Task.isCancelled else { return }
                self?.name = user.name
            } catch {
                guard !Task.isCancelled else { return }
                self?.failure = error.localizedDescription
            }
        }
        .store(in: &cancellables)
    }
}
