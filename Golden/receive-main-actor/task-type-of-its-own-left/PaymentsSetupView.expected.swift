import Combine
import Foundation

// A type alias names the coordinator's `Task` inside this model.
@MainActor
final class PaymentsSetupModel {
    typealias Task = PaymentsCoordinator.Task

    var count = 0
    private var cancellables = Set<AnyCancellable>()

    init(onboarding: OnboardingState) {
        onboarding.$completedTasks
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.count = count
            }
            .store(in: &cancellables)
    }
}

// Look-alike: a model beside them, with no `Task` of its own, migrates.
@MainActor
final class PaymentsBadgeModel {
    var badge = 0
    private var cancellables = Set<AnyCancellable>()

    init(onboarding: OnboardingState) {
        let countStream = onboarding.$completedTasks.bufferedValues()
        Task { [weak self] in
            for await count in countStream {
                self?.badge = count
            }
        }
        .store(in: &cancellables)
    }

    /// Its own `Task` values are names of the coordinator's type, spelled in full.
    func first() -> PaymentsCoordinator.Task { .setUpPayments }
}
