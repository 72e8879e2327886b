import Combine
import Foundation

// An extension in another file of the module: the extended type's `Task` is the one named here.
extension PaymentsCoordinator {
    func observeRefreshes(_ refreshes: PassthroughSubject<Int, Never>) {
        refreshes
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in
                self?.completed = value
            }
            .store(in: &cancellables)
    }
}
