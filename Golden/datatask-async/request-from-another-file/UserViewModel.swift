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
        service.user(id: id)
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.failure = error.localizedDescription
                    }
                },
                receiveValue: { [weak self] user in
                    self?.name = user.name
                }
            )
            .store(in: &cancellables)
    }
}
