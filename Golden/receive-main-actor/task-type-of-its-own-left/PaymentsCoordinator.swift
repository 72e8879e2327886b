import Combine
import Foundation

/// A coordinator with a nested `Task`: inside it, `Task { … }` names the enum.
@MainActor
class PaymentsCoordinator {
    enum Task: Equatable {
        case setUpPayments
        case wooPayments
    }

    @Published var tasks: [Task] = []
    var completed = 0
    let onboarding: OnboardingState
    var cancellables = Set<AnyCancellable>()

    init(onboarding: OnboardingState) {
        self.onboarding = onboarding
        onboarding.$completedTasks
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.completed = count
            }
            .store(in: &cancellables)
    }
}

/// A subclass: the superclass's nested `Task` hides Swift's here too.
final class ChildPaymentsCoordinator: PaymentsCoordinator {
    var lastCount = 0

    func observe() {
        onboarding.$completedTasks
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.lastCount = count
            }
            .store(in: &cancellables)
    }
}

final class OnboardingState {
    @Published var completedTasks = 0
}
