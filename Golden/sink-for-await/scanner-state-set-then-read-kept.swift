import Combine
import Foundation

/// The handler sets `state` with the permission the publisher already holds, and `init`
/// subscribes to `$state` right after: `sink` sets it first, so the flow starts on the
/// denied screen; a loop would set it a turn later, after the scanner was shown.
final class ScannerFlowController: UIViewController {
    enum State: Equatable {
        case scanning
        case permissionDenied
    }

    @Published private var state = State.scanning
    private var cancellables = Set<AnyCancellable>()

    init(permission: CurrentValueSubject<Bool, Never>) {
        super.init()
        permission
            .sink { [weak self] granted in
                if !granted {
                    self?.state = .permissionDenied
                }
            }
            .store(in: &cancellables)

        $state
            .removeDuplicates()
            .sink { [weak self] state in
                self?.show(state)
            }
            .store(in: &cancellables)
    }

    private func show(_ state: State) {}
}

/// A look-alike: the property the handler sets is not read after the subscription.
final class BadgeController: UIViewController {
    private var count = 0
    private var cancellables = Set<AnyCancellable>()

    func start(unread: CurrentValueSubject<Int, Never>) {
        unread
            .sink { [weak self] value in
                self?.count = value
            }
            .store(in: &cancellables)
        title = "Inbox"
    }
}
